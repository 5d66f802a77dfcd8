/**
 * Waits for the next turn of the event loop, after the requests and timers that came in meanwhile. A
 * long piece of work on this thread (an import's batches, decision 071; node:sqlite runs every
 * statement here) awaits it between two parts, so the server answers others in between.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
