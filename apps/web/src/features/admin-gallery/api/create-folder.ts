import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryFolder, galleryFolderAnswerSchema, GalleryFolderInput } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { galleryKeys } from '@/api/gallery/query-keys.ts';

/** POST /api/gallery/folders {name, description}. */
function createFolder(input: GalleryFolderInput): Promise<GalleryFolder> {
  return api<z.infer<typeof galleryFolderAnswerSchema>>('/gallery/folders', { method: 'POST', body: input }).then((answer) => answer.folder);
}

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFolder, onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }) });
}
