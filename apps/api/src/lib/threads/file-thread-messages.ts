/**
 * What a file thread (file-thread.ts) and the main thread say to each other (decision 098). The
 * main thread asks for one more piece of text at a time (`more`), so a slow download holds the
 * thread back instead of piling the file up in memory.
 */
export type ToThread = 'more';

export type FromThread =
  /** Everything that could refuse the file was checked: the answer may start. */
  | { type: 'ready' }
  | { type: 'piece'; text: string }
  | { type: 'end' }
  /** A refusal of the error catalogue (the main thread answers it as its own). */
  | { type: 'refused'; reason: string; params: Record<string, string | number> | undefined }
  | { type: 'failed'; message: string; stack: string | undefined };
