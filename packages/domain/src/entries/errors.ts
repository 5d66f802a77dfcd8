/**
 * `@shop/domain/errors`: the error catalogue and the validation messages, without the schemas. The
 * API's AppError reads it, and so does every worker thread that refuses through the catalogue; the
 * whole domain (`@shop/domain`) would load zod and every schema into each thread (decision 098).
 * Nothing imported here may import zod.
 */
export * from '../errors.ts';
export * from '../errors.catalogue.ts';
export * from '../messages.ts';
