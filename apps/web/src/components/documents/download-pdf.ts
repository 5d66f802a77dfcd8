import { downloadFile } from '@/lib/download-file.ts';

/** Fetches a PDF with the bearer token and saves it under the server's file name. */
export function downloadPdf(path: string, fallbackName = 'document.pdf'): Promise<void> {
  return downloadFile(path, fallbackName, 'application/pdf');
}
