import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A CSV file to download, streamed as it is written (compressed like every answer), never kept by the browser. */
export const sendCsv = (reply: FastifyReply, file: { filename: string; csv: Readable }) =>
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.csv);
