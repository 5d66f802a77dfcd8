import { describe, expect, it } from 'vitest';
import { HashingBusyError, HashingQueue, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

describe('password hashing queue', () => {
  it('when more work arrives than may run, then at most `concurrency` run at once and the rest wait their turn', async () => {
    const queue = new HashingQueue(2, 10);
    let running = 0;
    let peak = 0;
    const gates = Array.from({ length: 5 }, gate);
    const done = gates.map((g) =>
      queue.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await g.opened;
        running -= 1;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect([running, queue.waiting]).toEqual([2, 3]);
    for (const g of gates) g.open();
    await Promise.all(done);
    expect(peak).toBe(2);
  });

  it('when the waiting line is full, then the next request is refused at once instead of queueing', async () => {
    const queue = new HashingQueue(1, 1);
    const g = gate();
    const first = queue.run(() => g.opened);
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(HashingBusyError);
    expect(queue.counts.refused).toBe(1);
    g.open();
    await first;
    await expect(second).resolves.toBe('second');
  });

  it('when a task fails, then its place goes to the next one', async () => {
    const queue = new HashingQueue(1, 5);
    const failing = queue.run(async () => {
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('password hashes', () => {
  it('when a password is hashed, then it is argon2id at 46 MiB, one pass, one lane, and verifies', async () => {
    const hash = await hashPassword('Tabakas-2027');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword(hash, 'Tabakas-2027')).toBe(true);
    expect(await verifyPassword(hash, 'tabakas-2027')).toBe(false);
  });

  it('when a hash has the older 19 MiB setting or is not argon2id, then it needs a new hash', () => {
    expect(needsRehash('$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=47104,t=1,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
  });
});
