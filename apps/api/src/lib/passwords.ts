import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's stronger setting: 46 MiB memory, 1 iteration, 1 lane (~20 ms here).
 * algorithm 2 = Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
 */
const OPTIONS = { algorithm: 2, memoryCost: 47_104, timeCost: 1, parallelism: 1 } as const;
const CURRENT_PARAMETERS = `$argon2id$v=19$m=${OPTIONS.memoryCost},t=${OPTIONS.timeCost},p=${OPTIONS.parallelism}$`;

/** Thrown when more password checks wait than the queue holds: the caller answers 503 with Retry-After. */
export class HashingBusyError extends Error {
  constructor() {
    super('Too many password checks are waiting');
    this.name = 'HashingBusyError';
  }
}

/**
 * A bounded queue in front of argon2: at most `concurrency` hashes run at once (each takes 46 MiB
 * and a thread of libuv's pool, which file reads share), at most `maxWaiting` wait; beyond that a
 * request is refused at once instead of queueing minutes of CPU behind it.
 */
export class HashingQueue {
  readonly concurrency: number;
  readonly maxWaiting: number;
  /** Work done since start: what tests assert instead of timing. */
  readonly counts = { hashed: 0, verified: 0, refused: 0 };
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(concurrency: number, maxWaiting: number) {
    this.concurrency = Math.max(1, concurrency);
    this.maxWaiting = Math.max(0, maxWaiting);
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running < this.concurrency) {
      this.#running += 1;
    } else {
      if (this.#waiting.length >= this.maxWaiting) {
        this.counts.refused += 1;
        throw new HashingBusyError();
      }
      // The finishing task hands its slot over: #running stays as it is.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

/**
 * One queue per process: the CPU and memory it guards are the process's. 128 waiting is ~1.3 s of
 * work on two cores: a morning rush of customers logging in at once waits, a flood is refused.
 */
export const hashingQueue = new HashingQueue(availableParallelism(), 128);

export function hashPassword(password: string): Promise<string> {
  return hashingQueue.run(async () => {
    hashingQueue.counts.hashed += 1;
    return hash(password, OPTIONS);
  });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashingQueue.run(async () => {
    hashingQueue.counts.verified += 1;
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** A hash made with weaker settings than today's: the login that proved the password stores a new one. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_PARAMETERS);
}

let dummyHash: Promise<string> | null = null;
/** Spends the same work on an unknown e-mail as on a wrong password, so timing tells nothing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('dummy-password-for-timing', OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
