import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { galleryFolderInputSchema } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { errorText } from '@/lib/error-text.ts';
import { translateFieldError } from '@/lib/form-errors.ts';
import { useCreateFolder } from '../api/create-folder.ts';

/** New folder: a required name and an optional description. */
export function FolderDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateFolder();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setName('');
      setDescription('');
      setNameError(undefined);
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = galleryFolderInputSchema.safeParse({ name, description: description || null });
    if (!parsed.success) {
      setNameError(translateFieldError(t, parsed.error.issues[0]?.message));
      return;
    }
    try {
      const folder = await create.mutateAsync(parsed.data);
      onCreated(folder.id);
      close(false);
    } catch (error) {
      setFailure(errorText(error, t('gallery.errors.createFolder')));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('gallery.folder.title')}
      description={t('gallery.folder.description')}
      testId="gallery-folder-dialog"
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label={t('gallery.folder.name')}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          maxLength={100}
          autoFocus
        />
        <TextField
          label={t('gallery.folder.descriptionLabel')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={500}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => close(false)} disabled={create.isPending}>
            {t('gallery.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('gallery.folder.creating') : t('gallery.folder.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
