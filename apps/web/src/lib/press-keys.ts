import { useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key.ts';

/**
 * One `Idempotency-Key` per press (decision 059). A press's key is made when it starts and is kept
 * until the press is answered: a second tap of the same request while it runs (a double tap) and a
 * retry of it after a failure send the same key, so the server adds once; the press after an answer,
 * or one with other data, is a new press with a new key.
 */
export class PressKeys {
  readonly #keys = new Map<string, string>();

  /** The key of a press of `request`: the unanswered press's of the same request, else a new one. */
  keyFor(request: unknown): string {
    const id = JSON.stringify(request ?? null);
    const known = this.#keys.get(id);
    if (known) return known;
    const key = newIdempotencyKey();
    this.#keys.set(id, key);
    return key;
  }

  /** The press of `request` was answered: the next one is a new press. */
  answered(request: unknown): void {
    this.#keys.delete(JSON.stringify(request ?? null));
  }
}

/**
 * A mutation function that sends each press with its key: `send(variables, key)`, the key kept until
 * the press succeeds. For `useMutation({ mutationFn: usePressed(send) })`.
 */
export function usePressed<V, T>(send: (variables: V, idempotencyKey: string) => Promise<T>): (variables: V) => Promise<T> {
  const keys = useRef<PressKeys | null>(null);
  keys.current ??= new PressKeys();
  const presses = keys.current;
  return async (variables) => {
    const answer = await send(variables, presses.keyFor(variables));
    presses.answered(variables);
    return answer;
  };
}
