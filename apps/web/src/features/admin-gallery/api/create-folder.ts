import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryFolder, GalleryFolderInput } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { galleryBaseKey } from '@/api/gallery/get-images.ts';

/** POST /api/gallery/folders {name, description}. */
export function createFolder(input: GalleryFolderInput): Promise<GalleryFolder> {
  return api<{ success: true; folder: GalleryFolder }>('/gallery/folders', { method: 'POST', body: input }).then((answer) => answer.folder);
}

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFolder, onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryBaseKey }) });
}
