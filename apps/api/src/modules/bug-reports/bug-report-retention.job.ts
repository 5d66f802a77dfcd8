import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ScreenshotStore } from './bug-report-screenshots.ts';
import { deleteExpiredReports } from './bug-reports.service.ts';

const RETENTION_SWEEP_MS = 6 * 60 * 60 * 1000;

/**
 * Retention, stray files and the storage budget (which may have been lowered), once for all instances
 * (decision 025): at start when it is due, then every 6 hours.
 */
export async function scheduleBugReportRetention(ctx: AppContext, screenshots: ScreenshotStore, log: FastifyBaseLogger): Promise<void> {
  const days = ctx.config.bugReportRetentionDays;
  const sweep = async () => {
    try {
      const deleted = await deleteExpiredReports(ctx.db, screenshots, ctx.now(), days);
      if (deleted > 0) log.info({ deleted, days }, 'old bug reports deleted');
      const stray = await screenshots.removeStrayFiles();
      if (stray > 0) log.info({ stray }, 'bug-report screenshot files without a report deleted');
      await screenshots.enforceBudget();
    } catch (error) {
      log.error({ err: error }, 'bug report retention failed');
    }
  };
  await ctx.jobs
    .runIfDue('bug-report-retention', RETENTION_SWEEP_MS, sweep)
    .catch((error: unknown) => log.error({ err: error }, 'bug report retention could not start'));
  ctx.jobs.every('bug-report-retention', RETENTION_SWEEP_MS, sweep);
}
