import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  doneAnswerSchema,
  galleryImageAnswerSchema,
  galleryMetadataAnswerSchema,
  galleryMetadataSavedAnswerSchema,
  galleryRenamedAnswerSchema,
  PhotoMetadataInput,
} from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { galleryKeys } from '@/api/gallery/query-keys.ts';

/** DELETE /api/gallery/:id. */
export const deleteImage = (id: number) => api<z.infer<typeof doneAnswerSchema>>(`/gallery/${id}`, { method: 'DELETE' });

/** POST /api/gallery/:id/move {folder_id}; null moves it out of every folder. */
export const moveImage = (id: number, folderId: number | null) =>
  api<z.infer<typeof galleryImageAnswerSchema>>(`/gallery/${id}/move`, { method: 'POST', body: { folder_id: folderId } }).then(
    (answer) => answer.image,
  );

/** PUT /api/gallery/:filename/metadata. */
export const saveMetadata = (filename: string, metadata: PhotoMetadataInput) =>
  api<z.infer<typeof galleryMetadataSavedAnswerSchema>>(`/gallery/${encodeURIComponent(filename)}/metadata`, {
    method: 'PUT',
    body: metadata,
  }).then((answer) => answer.image);

/** PUT /api/gallery/:filename/rename with the photo fields; answers the new file name. */
export const renameImage = (filename: string, metadata: PhotoMetadataInput) =>
  api<z.infer<typeof galleryRenamedAnswerSchema>>(`/gallery/${encodeURIComponent(filename)}/rename`, {
    method: 'PUT',
    body: metadata,
  });

const isMetadata = (key: readonly unknown[]) => key[1] === galleryKeys.metadataAll[1];

/**
 * Refreshes every gallery list and the folder counts after a change. The open dialog's metadata is
 * not read again: its form holds what is being edited, and after a rename the old file name is gone.
 */
export function useGalleryMutation<TArgs, TResult>(run: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all, predicate: (query) => !isMetadata(query.queryKey) }),
  });
}

/** GET /api/gallery/:filename/metadata: the photo's name, texts and keywords. */
const getMetadata = (filename: string, signal?: AbortSignal) =>
  api<z.infer<typeof galleryMetadataAnswerSchema>>(`/gallery/${encodeURIComponent(filename)}/metadata`, signal ? { signal } : {}).then(
    (answer) => answer.metadata,
  );

export function useMetadata(filename: string | null) {
  return useQuery({
    queryKey: galleryKeys.metadata(filename),
    queryFn: ({ signal }) => getMetadata(filename!, signal),
    enabled: filename !== null,
    // Dropped when the dialog closes: every opening reads the photo's metadata afresh.
    gcTime: 0,
  });
}
