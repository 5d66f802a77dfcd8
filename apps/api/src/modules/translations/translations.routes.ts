import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doneAnswerSchema, LANGUAGES, translationsAnswerSchema, translationSavedAnswerSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import * as translations from './translations.service.ts';
import { refusals } from '../../http/route-answers.ts';

const language = z.object({ lang: z.enum(LANGUAGES) });
// Keys are the web app's dotted text keys; values are plain text (the app never renders them as HTML).
const keySchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Invalid text key');

/** Administrators' overrides of the bundled texts (decision 015): GET for everyone, changes for administrators. */
export async function translationsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/:lang',
    { schema: { params: language, response: { 200: translationsAnswerSchema, ...refusals('visitor', 'input', 404) } } },
    async (request) => {
      return { success: true as const, translations: await translations.listOverrides(ctx, request.params.lang) };
    },
  );

  r.put(
    '/admin/:lang',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: language,
        body: z.object({ key: keySchema, value: z.string().max(5000) }),
        response: { 200: translationSavedAnswerSchema, ...refusals('admin', 'input', 404, 409) },
      },
    },
    async (request) => {
      const { key, value } = request.body;
      await translations.setOverride(acting(ctx, request), request.params.lang, key, value);
      return { success: true as const, key, value };
    },
  );

  r.delete(
    '/admin/:lang/:key',
    {
      preHandler: app.requireAdmin,
      schema: { params: language.extend({ key: keySchema }), response: { 200: doneAnswerSchema, ...refusals('admin', 'input', 404, 409) } },
    },
    async (request) => {
      await translations.removeOverride(acting(ctx, request), request.params.lang, request.params.key);
      return { success: true as const };
    },
  );
}
