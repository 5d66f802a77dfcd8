import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryFolder } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { galleryBaseKey } from './get-images.ts';

/** GET /api/gallery/folders → folders with their image counts. */
export function getFolders(signal?: AbortSignal): Promise<GalleryFolder[]> {
  return api<{ success: true; folders: GalleryFolder[] }>('/gallery/folders', signal ? { signal } : {}).then((answer) => answer.folders);
}

export const foldersQueryOptions = () =>
  queryOptions({ queryKey: [...galleryBaseKey, 'folders'] as const, queryFn: ({ signal }) => getFolders(signal) });

export function useFolders() {
  return useQuery(foldersQueryOptions());
}
