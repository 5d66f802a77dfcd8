import { useMutation } from '@tanstack/react-query';
import { redactSecrets, type BugReportMetadata, type ClientLogEntry } from '@shop/domain';
import { api, lastRequestId } from '@/lib/api-client.ts';
import { getSession } from '@/lib/session.ts';
import { answers } from '@/api/answers.ts';

/** What the report says about where it was filed. */
function collectMetadata(now = new Date()): BugReportMetadata {
  const user = getSession()?.user ?? null;
  return {
    url: redactSecrets(window.location.href),
    userAgent: navigator.userAgent,
    timestamp: now.toISOString(),
    userId: user?.id ?? null,
    userEmail: user?.email ?? null,
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    // The last (failed) answer's X-Request-Id, so the report leads to the server's log lines (decision 109).
    requestId: lastRequestId(),
  };
}

interface BugReportInput {
  description: string;
  logs: ClientLogEntry[];
  screenshot: Blob | null;
}

/** POST /api/bug-reports, multipart; the token goes along only when logged in (the api client decides). */
async function submitBugReport(input: BugReportInput): Promise<number> {
  const form = new FormData();
  form.append('description', input.description);
  form.append('metadata', JSON.stringify(collectMetadata()));
  form.append('logs', JSON.stringify(input.logs));
  if (input.screenshot) form.append('screenshot', input.screenshot, 'screenshot.jpg');
  const answer = await api('/bug-reports', { method: 'POST', formData: form, answer: answers?.bugReportCreated });
  return answer.id;
}

export function useSubmitBugReport() {
  return useMutation({ mutationFn: submitBugReport });
}
