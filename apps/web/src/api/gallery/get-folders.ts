import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryFolder, galleryFoldersAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { galleryKeys } from './query-keys.ts';

/** GET /api/gallery/folders → folders with their image counts. */
function getFolders(signal?: AbortSignal): Promise<GalleryFolder[]> {
  return api<z.infer<typeof galleryFoldersAnswerSchema>>('/gallery/folders', signal ? { signal } : {}).then((answer) => answer.folders);
}

const foldersQueryOptions = () => queryOptions({ queryKey: galleryKeys.folders, queryFn: ({ signal }) => getFolders(signal) });

export function useFolders() {
  return useQuery(foldersQueryOptions());
}
