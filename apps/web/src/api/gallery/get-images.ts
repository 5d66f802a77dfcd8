import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GALLERY_PAGE_SIZE, type galleryImagesAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { galleryKeys } from './query-keys.ts';

export interface GalleryQuery {
  page: number;
  search: string;
  /** '' for all, 'none' for images outside folders, else a folder id. */
  folder: string;
}

type GalleryAnswer = z.infer<typeof galleryImagesAnswerSchema>;

/** GET /api/gallery with page, limit 20, search and folder_id. */
function getImages({ page, search, folder }: GalleryQuery, signal?: AbortSignal): Promise<GalleryAnswer> {
  const query = new URLSearchParams({ page: String(page), limit: String(GALLERY_PAGE_SIZE) });
  if (search.trim()) query.set('search', search.trim());
  if (folder) query.set('folder_id', folder);
  return api<GalleryAnswer>(`/gallery?${query}`, signal ? { signal } : {});
}

const imagesQueryOptions = (query: GalleryQuery) =>
  queryOptions({
    queryKey: galleryKeys.images(query),
    queryFn: ({ signal }) => getImages(query, signal),
    placeholderData: keepPreviousData,
  });

export function useImages(query: GalleryQuery) {
  return useQuery(imagesQueryOptions(query));
}
