import { parentPort, workerData } from 'node:worker_threads';
import type { Camt053Version } from '@shop/domain';
import { readCamt053 } from './camt053-read.ts';

// A large bank statement read off the main thread (decision 079): its text in, its entries (or the refusal) out.
const { xml, version } = workerData as { xml: string; version: Camt053Version };
parentPort!.postMessage(readCamt053(xml, version));
