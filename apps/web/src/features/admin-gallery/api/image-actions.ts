import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GalleryImage, PhotoMetadata, PhotoMetadataInput } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { galleryBaseKey } from '@/api/gallery/get-images.ts';

/** DELETE /api/gallery/:id. */
export const deleteImage = (id: number) => api<{ success: true }>(`/gallery/${id}`, { method: 'DELETE' });

/** POST /api/gallery/:id/move {folder_id}; null moves it out of every folder. */
export const moveImage = (id: number, folderId: number | null) =>
  api<{ success: true; image: GalleryImage }>(`/gallery/${id}/move`, { method: 'POST', body: { folder_id: folderId } }).then(
    (answer) => answer.image,
  );

/** PUT /api/gallery/:filename/metadata. */
export const saveMetadata = (filename: string, metadata: PhotoMetadataInput) =>
  api<{ success: true; metadata: PhotoMetadata; image: GalleryImage }>(`/gallery/${encodeURIComponent(filename)}/metadata`, {
    method: 'PUT',
    body: metadata,
  }).then((answer) => answer.image);

/** PUT /api/gallery/:filename/rename with the photo fields; answers the new file name. */
export const renameImage = (filename: string, metadata: PhotoMetadataInput) =>
  api<{ success: true; new_filename: string; image: GalleryImage }>(`/gallery/${encodeURIComponent(filename)}/rename`, {
    method: 'PUT',
    body: metadata,
  });

const metadataBaseKey = [...galleryBaseKey, 'metadata'] as const;
const isMetadata = (key: readonly unknown[]) => key[1] === metadataBaseKey[1];

/**
 * Refreshes every gallery list and the folder counts after a change. The open dialog's metadata is
 * not read again: its form holds what is being edited, and after a rename the old file name is gone.
 */
export function useGalleryMutation<TArgs, TResult>(run: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryBaseKey, predicate: (query) => !isMetadata(query.queryKey) }),
  });
}

/** GET /api/gallery/:filename/metadata: the photo's name, texts and keywords. */
export const getMetadata = (filename: string, signal?: AbortSignal) =>
  api<{ success: true; metadata: PhotoMetadata }>(`/gallery/${encodeURIComponent(filename)}/metadata`, signal ? { signal } : {}).then(
    (answer) => answer.metadata,
  );

export function useMetadata(filename: string | null) {
  return useQuery({
    queryKey: [...metadataBaseKey, filename] as const,
    queryFn: ({ signal }) => getMetadata(filename!, signal),
    enabled: filename !== null,
    // Dropped when the dialog closes: every opening reads the photo's metadata afresh.
    gcTime: 0,
  });
}
