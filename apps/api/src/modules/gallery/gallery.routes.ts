import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  doneAnswerSchema,
  GALLERY_MAX_FILE_BYTES,
  GALLERY_MAX_FILES,
  galleryFolderAnswerSchema,
  galleryFileRefSchema,
  galleryFolderInputSchema,
  galleryFoldersAnswerSchema,
  galleryImageAnswerSchema,
  galleryImageRefSchema,
  galleryImagesAnswerSchema,
  galleryListQuerySchema,
  galleryMetadataAnswerSchema,
  galleryMetadataSavedAnswerSchema,
  galleryMoveInputSchema,
  galleryRenamedAnswerSchema,
  galleryUploadedAnswerSchema,
  photoMetadataSchema,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { adminOnly } from '../../http/auth.ts';
import { readMultipart } from '../../http/uploads.ts';
import { GalleryFiles } from '../../lib/gallery-images.ts';
import * as gallery from './gallery.service.ts';
import { refusals } from '../../http/route-answers.ts';

/** Image gallery for administrators, under /api/gallery; decision 013. */
export async function galleryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const files = new GalleryFiles(ctx.files);
  // Checked first, before the body or parameters are read: a guest learns nothing, uploads nothing.
  adminOnly(app);

  r.get(
    '/',
    {
      schema: {
        querystring: galleryListQuerySchema,
        response: { 200: galleryImagesAnswerSchema, ...refusals('admin', 'input') },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await gallery.listImages(ctx.reads, request.query)),
    }),
  );

  r.get('/folders', { schema: { response: { 200: galleryFoldersAnswerSchema, ...refusals('admin') } } }, async () => ({
    success: true as const,
    folders: await gallery.listFolders(ctx.db),
  }));

  r.post(
    '/folders',
    { schema: { body: galleryFolderInputSchema, response: { 201: galleryFolderAnswerSchema, ...refusals('admin', 'input', 409) } } },
    async (request, reply) => {
      const folder = await gallery.createFolder(ctx.db, request.body);
      return reply.code(201).send({ success: true as const, folder });
    },
  );

  r.post(
    '/upload',
    { schema: { response: { 201: galleryUploadedAnswerSchema, ...refusals('admin', 'input', 409, 413, 415) } } },
    async (request, reply) => {
      const { files: uploads, fields } = await readMultipart(request, {
        fileSize: GALLERY_MAX_FILE_BYTES,
        files: GALLERY_MAX_FILES,
        fieldSize: 100,
        tooLarge: 'galleryImageTooLarge',
        tooMany: 'galleryTooManyImages',
      });
      const images = await gallery.uploadImages(
        ctx,
        files,
        uploads.filter((upload) => upload.field === 'images'),
        gallery.uploadFolderId(fields.folder_id),
      );
      const message = images.length === 1 ? '1 image uploaded' : `${images.length} images uploaded`;
      return reply.code(201).send({ success: true as const, message, images });
    },
  );

  r.delete(
    '/:ref',
    { schema: { params: galleryImageRefSchema, response: { 200: doneAnswerSchema, ...refusals('admin', 'input', 404, 409) } } },
    async (request) => {
      await gallery.deleteImage(ctx, files, request.params.ref);
      return { success: true as const };
    },
  );

  r.post(
    '/:ref/move',
    {
      schema: {
        params: galleryImageRefSchema,
        body: galleryMoveInputSchema,
        response: { 200: galleryImageAnswerSchema, ...refusals('admin', 'input', 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      image: await gallery.moveImage(ctx, request.params.ref, request.body.folder_id),
    }),
  );

  r.get(
    '/:ref/metadata',
    { schema: { params: galleryFileRefSchema, response: { 200: galleryMetadataAnswerSchema, ...refusals('admin', 'input', 404) } } },
    async (request) => ({
      success: true as const,
      metadata: await gallery.readMetadata(ctx.db, request.params.ref),
    }),
  );

  r.put(
    '/:ref/metadata',
    {
      schema: {
        params: galleryFileRefSchema,
        body: photoMetadataSchema,
        response: { 200: galleryMetadataSavedAnswerSchema, ...refusals('admin', 'input', 404, 409) },
      },
    },
    async (request) => {
      const image = await gallery.saveMetadata(ctx, request.params.ref, request.body);
      return { success: true as const, metadata: request.body, image };
    },
  );

  r.put(
    '/:ref/rename',
    {
      schema: {
        params: galleryFileRefSchema,
        body: photoMetadataSchema,
        response: { 200: galleryRenamedAnswerSchema, ...refusals('admin', 'input', 404, 409) },
      },
    },
    async (request) => {
      const image = await gallery.renameImage(ctx, files, request.params.ref, request.body);
      return { success: true as const, new_filename: image.filename, image };
    },
  );
}
