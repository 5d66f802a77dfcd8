import { accountBalanceAnswerSchema, receivablesAnswerSchema } from '@shop/domain';

/**
 * The receivables' and the balance's answer contracts (packages/domain/src/receivables.schemas.ts), for
 * `api(path, { answer })`: parsed in development builds and unit tests, not bundled in production ones.
 */
export const receivablesAnswers = import.meta.env.DEV ? { receivables: receivablesAnswerSchema, balance: accountBalanceAnswerSchema } : undefined;
