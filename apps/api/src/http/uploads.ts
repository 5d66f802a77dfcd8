import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, fail } from './app-error.ts';
import { imageWidthOf, RESIZABLE_IMAGE_KEY, type PlainErrorReason } from '@shop/domain';
import { MAX_IMAGE_BYTES } from '../lib/images.ts';
import { ImageVariants } from '../lib/image-variants.ts';
import type { FileStore, StoredFile } from '../db/file-store.ts';

/** Public files: product photos and gallery images (bug-report screenshots are never served here). */
const PUBLIC_KEY = /^(products|gallery|gallery\/thumbs)\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

const CACHE = 'public, max-age=31536000, immutable';

/**
 * Multipart parsing and the /uploads/… files, read from the file store (decision 023) so that every
 * instance serves every upload. Names are random and never reused: cached for a year, with a strong
 * ETag for revalidation. `/uploads/w/<width>/<key>`: a product photo or gallery image at one of the
 * shop's widths, made once and kept (decision 035).
 */
export async function registerUploads(app: FastifyInstance, files: FileStore): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 10, fields: 20, fieldSize: 1024 * 1024, parts: 40 } });
  const variants = new ImageVariants(files);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/w/:width/*',
    handler: async (request, reply) => {
      const { width: text, '*': key } = request.params as { width: string; '*': string };
      const width = imageWidthOf(text);
      if (width === undefined || !RESIZABLE_IMAGE_KEY.test(key)) throw fail('fileNotFound');
      return sendStored(request, reply, {
        etag: () => variants.etag(key, width),
        get: () => variants.get(key, width),
      });
    },
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!PUBLIC_KEY.test(key)) throw fail('fileNotFound');
      return sendStored(request, reply, { etag: () => files.etag(key), get: () => files.get(key) });
    },
  });
}

/** One public file: 304 when the client's copy is current (without reading the bytes), else the bytes; 404 when there is none. */
async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { etag: () => Promise<string | undefined>; get: () => Promise<StoredFile | undefined> },
): Promise<FastifyReply> {
  reply.header('X-Content-Type-Options', 'nosniff');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) {
    const etag = await file.etag();
    if (etag && ifNoneMatch.split(/\s*,\s*/).includes(etag)) return reply.code(304).header('ETag', etag).header('Cache-Control', CACHE).send();
  }
  const stored = await file.get();
  if (!stored) throw fail('fileNotFound');
  return reply.header('Cache-Control', CACHE).header('ETag', stored.etag).type(stored.contentType).send(stored.content);
}

/** The bytes of one uploaded file field; 413 with its text when it is 5 MB or more. */
export async function readUploadedFile(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw fail('imageType');
  const file = await request.file();
  if (!file || file.fieldname !== field) throw fail('fileFieldMissing', { field });
  const buffer = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw fail('imageTooLarge');
    throw error;
  });
  if (file.file.truncated) throw fail('imageTooLarge');
  return buffer;
}

export interface MultipartFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

interface MultipartLimits {
  fileSize: number;
  files: number;
  /** Largest text field, in bytes. */
  fieldSize?: number;
  /** The refusals (reasons of 413 answers) for a file too large and for too many files. */
  tooLarge: PlainErrorReason;
  tooMany: PlainErrorReason;
}

/**
 * Reads a whole multipart request: its files (each at most `fileSize`, at most `files` of them) and
 * its text fields. Limits answer 413 with the given reasons; a request that is not multipart, 415.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<{ files: MultipartFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw fail('multipartRequired');
  const files: MultipartFile[] = [];
  const fields: Record<string, string> = Object.create(null);
  try {
    for await (const part of request.parts({
      limits: { fileSize: limits.fileSize, files: limits.files, fields: 20, fieldSize: limits.fieldSize ?? 1024 * 1024, parts: limits.files + 20 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw fail(limits.tooLarge);
        files.push({ field: part.fieldname, filename: part.filename, bytes });
      } else {
        if (part.valueTruncated) throw fail('formFieldTooLarge', { field: part.fieldname });
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail(limits.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw fail(limits.tooMany);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw fail('tooManyFormFields');
    // Anything else the parser throws is about the request's bytes (a broken boundary, a cut-off body).
    throw fail('multipartMalformed');
  }
  return { files, fields };
}
