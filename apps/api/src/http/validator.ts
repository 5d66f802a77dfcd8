import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { controlCharacterAt } from '@shop/domain';

/**
 * The schemas' compiler for every route: before a route's own schema reads its body, query or params,
 * each string in them is checked for control characters (decision 108) and refused as
 * `controlCharacters` on its field, a 400 like any schema refusal. Line breaks pass only in a body,
 * whose one-line fields refuse them by their own schema; a query string or a route parameter has none.
 */
export const shopValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (route.httpPart === 'headers') return validatorCompiler(route);
  const lines = route.httpPart === 'body';
  const schema = z
    .unknown()
    .superRefine((value, ctx) => {
      const path = controlCharacterAt(value, lines);
      if (path) ctx.addIssue({ code: 'custom', path, message: 'controlCharacters', input: value });
    })
    .pipe(route.schema);
  return validatorCompiler({ ...route, schema });
};
