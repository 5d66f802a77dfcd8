import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { claimKey, firstUse, forgetExpiredKey, storeAnswer, type KeyRef } from '../db/idempotency.ts';
import type { Tx } from '../db/transaction.ts';
import { fail } from './app-error.ts';

/** How long a key is honoured; older keys are forgotten (decision 059). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The adding calls that take an `Idempotency-Key`; a key counts within its call only. */
type IdempotentScope =
  | 'cart.add'
  | 'cart.bulk_add'
  | 'address.create'
  | 'credit_note.create'
  | 'pre_invoice.create'
  | 'order.reorder'
  | 'payment.record';

interface IdempotentCall {
  userId: number;
  scope: IdempotentScope;
  /** The request's `Idempotency-Key`; without one the work simply runs. */
  key: string | undefined;
  /** What the key stands for: the body and the path's parameters, as validated. */
  request: unknown;
}

export interface Once<T> {
  value: T;
  /** True when the key was used before: nothing was written, `value` is the first request's answer. */
  replayed: boolean;
}

/** The stored answer of a call that made a document: its id (the document itself is read afresh). */
export const storedIdSchema = z.number().int().positive();

const hashOf = (request: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(request ?? null))
    .digest('hex');

/**
 * Runs `work` once per key (decision 059), inside the caller's transaction and before it locks
 * anything: the key is claimed first (insert … on conflict do nothing), the work runs only for a new
 * claim, and its value is stored as the answer. A key used before answers the stored value (read
 * through `stored`) and writes nothing; used before with another request, it is refused (422
 * `idempotencyKeyReused`). On PostgreSQL a parallel duplicate waits at the claim until the first
 * transaction ends, then finds its answer; on SQLite the transactions take turns anyway. A failed
 * request rolls its claim back with everything else, so a retry with the same key runs afresh.
 */
export async function once<T>(trx: Tx, now: Date, call: IdempotentCall | undefined, stored: z.ZodType<T>, work: () => Promise<T>): Promise<Once<T>> {
  if (!call?.key) return { value: await work(), replayed: false };
  const ref: KeyRef = { user_id: call.userId, scope: call.scope, idempotency_key: call.key };
  const requestHash = hashOf(call.request);
  await forgetExpiredKey(trx, ref, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString());
  if (await claimKey(trx, { ...ref, request_hash: requestHash, created_at: now.toISOString() })) {
    const value = await work();
    await storeAnswer(trx, ref, JSON.stringify(value));
    return { value, replayed: false };
  }
  const first = await firstUse(trx, ref);
  // A claim is committed only together with its answer; a row without one cannot be seen here.
  if (!first?.answer) throw new Error(`Idempotency-Key of ${call.scope} claimed without an answer`);
  if (first.request_hash !== requestHash) throw fail('idempotencyKeyReused');
  return { value: stored.parse(JSON.parse(first.answer)), replayed: true };
}

/** A replayed answer says so, as checkout's does: `Idempotent-Replayed: true`. */
export function markReplayed(reply: FastifyReply, replayed: boolean): void {
  if (replayed) reply.header('Idempotent-Replayed', 'true');
}
