import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { rebuiltRefusal } from '../../http/app-error.ts';
import type { FromThread, ToThread } from './file-thread-messages.ts';

/**
 * V8 grows a busy heap's young generation up to 64 MB per semi-space on a large machine, and keeps
 * it until the process is idle: a file that allocates quickly, on the main thread, raised the whole
 * shop's resident memory by ~130 MB for each export. On its own thread the young generation stays
 * this small (collected more often, a few per cent of the file's time), and the thread's memory is
 * given back when it ends (decision 098).
 */
const YOUNG_GENERATION_MB = 8;
/** A file's thread holds one batch of rows and one piece of text at a time. */
const OLD_GENERATION_MB = 128;

/** Thrown when a thread ends without saying why (it ran out of its memory, or was stopped). */
class FileThreadError extends Error {
  constructor(message: string, stack?: string) {
    super(message);
    this.name = 'FileThreadError';
    if (stack) this.stack = `${this.stack}\nIn the thread: ${stack}`;
  }
}

/**
 * A file (i.SAF, an export) made on a thread of its own from `script` (which calls `serveFile`),
 * given `data`. Resolves once the thread has checked everything that could refuse the file, with
 * the file's text as a stream; a refusal of the error catalogue rejects as the same AppError. The
 * stream asks the thread for a piece at a time; destroying it (a download given up) stops the thread.
 */
export function fileFromThread(script: URL, data: unknown): Promise<Readable> {
  const worker = new Worker(script, {
    workerData: data,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: OLD_GENERATION_MB },
  });
  const ask = () => worker.postMessage('more' satisfies ToThread);
  const file = new Readable({
    read: ask,
    destroy(error, callback) {
      void worker.terminate();
      callback(error);
    },
  });
  return new Promise<Readable>((resolve, reject) => {
    let started = false;
    let ended = false;
    const failed = (error: Error) => (started ? file.destroy(error) : reject(error));
    worker.on('message', (message: FromThread) => {
      switch (message.type) {
        case 'ready':
          started = true;
          resolve(file);
          return;
        case 'piece':
          file.push(message.text);
          return;
        case 'end':
          ended = true;
          file.push(null);
          return;
        case 'refused':
          failed(rebuiltRefusal(message.reason, message.params) ?? new FileThreadError(`Refused: ${message.reason}`));
          return;
        case 'failed':
          failed(new FileThreadError(message.message, message.stack));
      }
    });
    worker.on('error', (error) => failed(error));
    worker.on('exit', (code) => {
      if (!ended && !file.destroyed) failed(new FileThreadError(`The file's thread ended (exit code ${code}) before the file did`));
    });
  });
}
