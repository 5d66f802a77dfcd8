import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../http/app-error.ts';
import type { FromThread, ToThread } from './file-thread-messages.ts';

/** Pieces the thread may write ahead of the download. */
const AHEAD = 2;

/**
 * The thread's side of a file made off the main thread (file-thread.ts): `make` checks what could
 * refuse the file and returns its text in pieces; each piece is sent when the main thread asks for
 * it. `make` is given the thread's data; `done` runs at the end, whatever happened (closing the
 * thread's connection).
 */
export async function serveFile<Data>(make: (data: Data) => Promise<AsyncIterable<string>>, done: () => Promise<void>): Promise<void> {
  const port = parentPort!;
  const send = (message: FromThread) => port.postMessage(message);
  let credits = AHEAD;
  let wake: (() => void) | null = null;
  port.on('message', (message: ToThread) => {
    if (message !== 'more') return;
    credits += 1;
    wake?.();
  });
  try {
    let pieces: AsyncIterable<string>;
    try {
      pieces = await make(workerData as Data);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      send({ type: 'refused', reason: error.reason, params: error.params });
      return;
    }
    send({ type: 'ready' });
    for await (const text of pieces) {
      while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
      credits -= 1;
      send({ type: 'piece', text });
    }
    send({ type: 'end' });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    send({ type: 'failed', message: failure.message, stack: failure.stack });
  } finally {
    await done();
    port.close();
  }
}
