import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryFolder, GalleryImage } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useUploadImages } from '@/api/gallery/upload-images.ts';

interface UploadFormProps {
  folders: readonly GalleryFolder[];
  defaultFolder?: number | null;
  onUploaded: (images: GalleryImage[], message: string) => void;
  onCancel?: () => void;
}

/**
 * Choose several images and a folder, then upload. The limits are stated, not enforced here: the
 * server checks them and its text is shown when it refuses.
 */
export function UploadForm({ folders, defaultFolder = null, onUploaded, onCancel }: UploadFormProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadImages();
  const [files, setFiles] = useState<File[]>([]);
  const [folder, setFolder] = useState(defaultFolder === null ? '' : String(defaultFolder));
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (files.length === 0) {
      setFailure(t('gallery.upload.chooseFiles'));
      return;
    }
    try {
      const answer = await upload.mutateAsync({ files, folderId: folder ? Number(folder) : null });
      setFiles([]);
      onUploaded(answer.images, answer.message);
    } catch (error) {
      setFailure(errorText(error, t('gallery.errors.upload')));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
          {t('gallery.upload.files')}
        </label>
        <input
          id={inputId}
          data-testid="gallery-upload-input"
          type="file"
          multiple
          accept="image/*"
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
          disabled={upload.isPending}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
        />
        <p className="mt-1 text-xs text-slate-500">{t('gallery.upload.limits')}</p>
        {files.length > 0 ? <p className="mt-1 text-sm text-slate-700">{t('gallery.upload.chosen', { count: files.length })}</p> : null}
      </div>
      <SelectField
        label={t('gallery.upload.folder')}
        value={folder}
        onChange={(event) => setFolder(event.target.value)}
        options={[{ value: '', label: t('gallery.noFolder') }, ...folders.map((item) => ({ value: String(item.id), label: item.name }))]}
      />
      <div className="flex justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={upload.isPending}>
            {t('gallery.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={upload.isPending} data-testid="gallery-upload-submit">
          {upload.isPending ? t('gallery.upload.uploading') : t('gallery.upload.submit')}
        </Button>
      </div>
    </form>
  );
}
