import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this travel as they are: compressing them saves less than it costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * API answers above ~1 KB compressed on the fly for the browsers that accept it: brotli at a fast
 * level (4: the catalogue's 410 KB answer in a few milliseconds, ~8 % larger than the slowest level),
 * else gzip. The built web app is compressed once at build time instead (static-web.ts).
 */
export async function registerCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
