import { monthPeriod } from '@shop/domain';
import { downloadFile } from '@/lib/download-file.ts';

/** GET /api/invoices/admin/isaf for a month `YYYY-MM`: the XML file VMI takes, saved under the server's name. */
export function downloadIsaf(month: string): Promise<void> {
  const { from, to } = monthPeriod(month);
  return downloadFile(`/invoices/admin/isaf?${new URLSearchParams({ from, to })}`, `isaf-${month}.xml`, 'application/xml');
}
