import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { IMAGE_TEXTS, MAX_IMAGE_BYTES } from '../lib/images.ts';

export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');

/** Multipart parsing and the /uploads/… files (random names, so cached for a year). */
export async function registerUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = uploadsDirOf(dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 10, fields: 20, fieldSize: 1024 * 1024, parts: 40 } });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders(reply) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
}

/** The bytes of one uploaded file field; 413 with the spec's text when it is 5 MB or more. */
export async function readUploadedFile(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_TEXTS.type);
  const file = await request.file();
  if (!file || file.fieldname !== field) throw new AppError('BAD_REQUEST', `Missing file field "${field}"`);
  const buffer = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TEXTS.size);
    throw error;
  });
  if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TEXTS.size);
  return buffer;
}
