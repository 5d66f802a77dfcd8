import { useQuery } from '@tanstack/react-query';
import { API_BASE, ApiError } from '@/lib/api-client.ts';
import { getSession } from '@/lib/session.ts';
import { bugReportKeys } from './query-keys.ts';

/** The screenshot needs the administrator's token, so it is fetched and shown from a blob. */
async function getScreenshot(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = getSession()?.token;
  const response = await fetch(path.startsWith(API_BASE) ? path : `${API_BASE}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText || 'Request failed', 'INVALID_RESPONSE');
  return response.blob();
}

export function useScreenshot(path: string | null) {
  return useQuery({
    queryKey: bugReportKeys.screenshot(path),
    queryFn: ({ signal }) => getScreenshot(path!, signal),
    enabled: path !== null,
    staleTime: Infinity,
  });
}
