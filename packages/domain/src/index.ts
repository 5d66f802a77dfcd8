export * from './constants.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './auth.schemas.ts';
export * from './user.schemas.ts';
export * from './errors.ts';
export * from './pricing.ts';
export * from './product.schemas.ts';
