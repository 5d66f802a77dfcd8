import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';
import { Migrator, type Migration } from 'kysely/migration';
import * as changeNotify from './migrations/2026-11-24-change-notify.ts';
import * as auditLog from './migrations/2026-11-25-audit-log.ts';
import * as concurrency from './migrations/2026-11-23-concurrency.ts';
import * as creditNotes from './migrations/2026-11-25-credit-notes.ts';
import * as documentIssuer from './migrations/2026-11-25-document-issuer.ts';
import * as licences from './migrations/2026-11-25-licences.ts';
import * as favourites from './migrations/2026-11-26-favourites.ts';
import * as reorderRequests from './migrations/2026-11-26-reorder-requests.ts';
import * as lowStock from './migrations/2026-11-26-low-stock.ts';
import * as orderSearch from './migrations/2026-11-27-order-search.ts';
import * as skuIgnoringCase from './migrations/2026-11-27-sku-ignoring-case.ts';
import * as initialSchema from './migrations/2026-11-22-initial-schema.ts';
import * as sessions from './migrations/2026-11-23-sessions.ts';
import * as sharedState from './migrations/2026-11-24-shared-state.ts';
import * as stockMoves from './migrations/2026-11-27-stock-moves.ts';
import * as countryCodes from './migrations/2026-11-28-country-codes.ts';
import * as paymentTermsRule from './migrations/2026-11-28-payment-terms-rule.ts';
import * as isafPeriods from './migrations/2026-11-28-isaf-periods.ts';
import * as verifiedMeansWhatWasVerified from './migrations/2026-11-28-verified-means-what-was-verified.ts';
import * as idempotentRequests from './migrations/2026-11-29-idempotent-requests.ts';
import * as searchByWords from './migrations/2026-11-29-search-by-words.ts';
import * as priceBounds from './migrations/2026-11-29-price-bounds.ts';
import * as listIndexes from './migrations/2026-11-30-list-indexes.ts';
import * as searchIndexes from './migrations/2026-12-01-search-indexes.ts';
import * as dashboardFigures from './migrations/2026-12-01-dashboard-figures.ts';
import * as ownOrdersIndex from './migrations/2026-12-01-own-orders-index.ts';
import * as documentSearch from './migrations/2026-12-01-document-search.ts';
import * as documentSearchFts from './migrations/2026-12-02-document-search-fts.ts';
import * as orderListColumns from './migrations/2026-12-02-order-list-columns.ts';
import * as payments from './migrations/2026-12-03-payments.ts';
import * as receivables from './migrations/2026-12-04-receivables.ts';
import * as buyersInformed from './migrations/2026-12-05-buyers-informed.ts';
import * as sessionDevices from './migrations/2026-12-05-session-devices.ts';
import * as staffRoles from './migrations/2026-12-06-staff-roles.ts';
import * as twoFactor from './migrations/2026-12-06-two-factor.ts';
import * as auditReferences from './migrations/2026-12-06-audit-references.ts';
import * as orderNotes from './migrations/2026-12-06-order-notes.ts';
import * as auditItemEditSkus from './migrations/2026-12-07-audit-item-edit-skus.ts';
import * as stockMovesByTime from './migrations/2026-12-07-stock-moves-by-time.ts';
import * as bugReportRequestId from './migrations/2026-12-08-bug-report-request-id.ts';
import * as openInvoicesCovering from './migrations/2026-12-09-open-invoices-covering.ts';

/** Every migration, in order. New files are added here (explicit, no directory scanning). */
const migrations: Record<string, Migration> = {
  '2026-11-22-initial-schema': initialSchema,
  '2026-11-23-concurrency': concurrency,
  '2026-11-23-sessions': sessions,
  '2026-11-24-change-notify': changeNotify,
  '2026-11-24-shared-state': sharedState,
  '2026-11-25-credit-notes': creditNotes,
  '2026-11-25-audit-log': auditLog,
  '2026-11-25-document-issuer': documentIssuer,
  '2026-11-25-licences': licences,
  '2026-11-26-favourites': favourites,
  '2026-11-26-reorder-requests': reorderRequests,
  '2026-11-26-low-stock': lowStock,
  '2026-11-27-order-search': orderSearch,
  '2026-11-27-sku-ignoring-case': skuIgnoringCase,
  '2026-11-27-stock-moves': stockMoves,
  '2026-11-28-country-codes': countryCodes,
  '2026-11-28-payment-terms-rule': paymentTermsRule,
  '2026-11-28-isaf-periods': isafPeriods,
  '2026-11-28-verified-means-what-was-verified': verifiedMeansWhatWasVerified,
  '2026-11-29-idempotent-requests': idempotentRequests,
  '2026-11-29-search-by-words': searchByWords,
  '2026-11-29-price-bounds': priceBounds,
  '2026-11-30-list-indexes': listIndexes,
  '2026-12-01-search-indexes': searchIndexes,
  '2026-12-01-dashboard-figures': dashboardFigures,
  '2026-12-01-own-orders-index': ownOrdersIndex,
  '2026-12-01-document-search': documentSearch,
  '2026-12-02-document-search-fts': documentSearchFts,
  '2026-12-02-order-list-columns': orderListColumns,
  '2026-12-03-payments': payments,
  '2026-12-04-receivables': receivables,
  '2026-12-05-buyers-informed': buyersInformed,
  '2026-12-05-session-devices': sessionDevices,
  '2026-12-06-staff-roles': staffRoles,
  '2026-12-06-two-factor': twoFactor,
  '2026-12-06-audit-references': auditReferences,
  '2026-12-06-order-notes': orderNotes,
  '2026-12-07-audit-item-edit-skus': auditItemEditSkus,
  '2026-12-07-stock-moves-by-time': stockMovesByTime,
  '2026-12-08-bug-report-request-id': bugReportRequestId,
  '2026-12-09-open-invoices-covering': openInvoicesCovering,
};

/**
 * Runs the migrations the database has not run yet; answers their names. Once, however many
 * instances start together (decision 109): Kysely's migrator holds a PostgreSQL advisory lock
 * (`pg_advisory_lock`) around its one transaction, so a second instance waits, then finds nothing
 * left to run; the embedded database has one process per data folder (`DATA_DIR/shop.lock`).
 */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  // Engineers add migrations of one day in parallel, so a new one may sort before one a database
  // already ran (2026-11-26-low-stock after 2026-11-26-reorder-requests): run it all the same.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
