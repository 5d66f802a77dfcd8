import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Every CSV answer of the API: a file to download (compressed like every answer), never kept by the
 * browser; streamed as it is written, or whole when it is small. Its text comes from the domain's one
 * CSV writer (`csvLine`, `toCsv`; streamed through `lib/csv-stream.ts`).
 */
export const sendCsv = (reply: FastifyReply, file: { filename: string; csv: Readable | Buffer | string }) =>
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.csv);
