import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bankAssignmentsSchema,
  bankStatementAnswerSchema,
  bankStatementQuerySchema,
  MAX_BANK_STATEMENT_BYTES,
  type BankAssignments,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { fail } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { readMultipart } from '../../http/uploads.ts';
import { importBankStatement } from './bank-statement.service.ts';
import { refusals } from '../../http/route-answers.ts';

/** The multipart text field `assignments`: a JSON list of `{entry_ref, document_number}`; none when absent. */
function assignmentsOf(field: string | undefined): BankAssignments {
  if (field === undefined || field.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(field);
  } catch {
    throw fail('bankAssignmentsInvalid');
  }
  const assignments = bankAssignmentsSchema.safeParse(parsed);
  if (!assignments.success) throw fail('bankAssignmentsInvalid');
  return assignments.data;
}

/**
 * Under /api/payments, administrators only (decision 079): `POST /admin/bank-statement?dry_run=true|false`,
 * multipart `file` (a camt.053 statement) and `assignments`. A dry run answers the preview; a real run
 * records every matched and assigned entry in one transaction, or nothing (409 naming the entry).
 */
export async function bankStatementRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/bank-statement',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: bankStatementQuerySchema, response: { 200: bankStatementAnswerSchema, ...refusals('admin', 'input', 409, 413, 415) } },
    },
    async (request) => {
      const { files, fields } = await readMultipart(request, {
        fileSize: MAX_BANK_STATEMENT_BYTES,
        files: 1,
        // Every entry of the largest statement assigned by hand.
        fieldSize: 4 * 1024 * 1024,
        tooLarge: 'bankStatementTooLarge',
        tooMany: 'bankStatementOneFile',
      });
      const file = files.find((part) => part.field === 'file');
      if (!file) throw fail('fileFieldMissing', { field: 'file' });
      const assignments = assignmentsOf(fields.assignments);
      return importBankStatement(acting(ctx, request), file.bytes, request.query.dry_run, assignments, currentUser(request).id);
    },
  );
}
