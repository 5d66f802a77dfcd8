import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ALT_TEXT_MAX, autoSeo, META_DESCRIPTION_MAX, photoMetadataSchema, SEO_TITLE_MAX, type GalleryImage, type PhotoMetadata } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { errorText } from '@/lib/error-text.ts';
import { translateFieldError } from '@/lib/form-errors.ts';
import { imageAttributes } from '@/lib/image-variants.ts';
import { deleteImage, renameImage, saveMetadata, useGalleryMutation, useMetadata } from '../api/image-actions.ts';
import { keywordsFromText } from './keywords-text.ts';

/** The photo beside the form: a 16rem column from 768 px, the dialog's width below. */
const PREVIEW = { sizes: '(min-width:768px) 256px,90vw', side: 256 };

/** The API's own schema, with the keywords typed as comma-separated text. */
const photoFormSchema = photoMetadataSchema.extend({
  keywords: z.string().transform((text, context) => {
    const parsed = photoMetadataSchema.shape.keywords.safeParse(keywordsFromText(text));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  }),
});
const resolver = zodResolver(photoFormSchema);
type FormValues = z.input<typeof photoFormSchema>;

const toForm = (metadata: PhotoMetadata): FormValues => ({
  display_name: metadata.display_name,
  alt_text: metadata.alt_text ?? '',
  description: metadata.description ?? '',
  keywords: metadata.keywords.join(', '),
  seo_title: metadata.seo_title ?? '',
  seo_description: metadata.seo_description ?? '',
});

function Counter({ value, max }: { value: string; max: number }) {
  return <span className={value.length > max ? 'text-red-600' : 'text-slate-500'}>{`${value.length}/${max}`}</span>;
}

interface EditFormProps {
  image: GalleryImage;
  metadata: PhotoMetadata;
  onDone: () => void;
  onDeleted: (image: GalleryImage) => void;
}

function EditForm({ image, metadata, onDone, onDeleted }: EditFormProps) {
  const { t } = useTranslation();
  // The image as it is now: after "Rename file" every later call uses the new file name.
  const [current, setCurrent] = useState(image);
  const save = useGalleryMutation((values: PhotoMetadata) => saveMetadata(current.filename, values));
  const rename = useGalleryMutation((values: PhotoMetadata) => renameImage(current.filename, values));
  const remove = useGalleryMutation((id: number) => deleteImage(id));
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [copied, setCopied] = useState(false);
  const { register, handleSubmit, watch, getValues, setValue, formState } = useForm<FormValues, unknown, PhotoMetadata>({
    resolver,
    defaultValues: toForm(metadata),
  });
  const error = (name: keyof FormValues) => translateFieldError(t, formState.errors[name]?.message);
  const busy = save.isPending || rename.isPending || remove.isPending;
  const renamed = current.filename !== image.filename;

  const fillSeo = () => {
    const values = getValues();
    const filled = autoSeo({ ...values, keywords: keywordsFromText(values.keywords) });
    setValue('alt_text', filled.alt_text ?? '', { shouldDirty: true });
    setValue('seo_title', filled.seo_title ?? '', { shouldDirty: true });
    setValue('seo_description', filled.seo_description ?? '', { shouldDirty: true });
    setValue('keywords', (filled.keywords ?? []).join(', '), { shouldDirty: true });
  };

  const onSave = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
      onDone();
    } catch (saveError) {
      setFailure(errorText(saveError, t('gallery.errors.save')));
    }
  });

  const onRename = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await rename.mutateAsync(values);
      setCurrent(answer.image);
    } catch (renameError) {
      setFailure(errorText(renameError, t('gallery.errors.save')));
    }
  });

  const onDelete = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(current.id);
      onDeleted(current);
    } catch (deleteError) {
      setConfirmingDelete(false);
      setFailure(errorText(deleteError, t('gallery.errors.delete')));
    }
  };

  const copy = async () => {
    await navigator.clipboard?.writeText(new URL(current.url, window.location.origin).toString()).catch(() => undefined);
    setCopied(true);
  };

  return (
    <form onSubmit={(event) => void onSave(event)} className="grid gap-5 md:grid-cols-[16rem_1fr]" noValidate>
      <div className="space-y-2">
        <img
          {...imageAttributes(current.url, PREVIEW, true)}
          width={current.width ?? PREVIEW.side}
          height={current.height ?? PREVIEW.side}
          alt={watch('alt_text') || watch('display_name')}
          className="w-full rounded border border-slate-200 object-contain"
        />
        <p className="break-all text-xs text-slate-600" data-testid="gallery-file-name">
          {current.filename}
        </p>
        <p className="text-xs text-slate-500">
          {t('gallery.edit.details', { width: current.width ?? '?', height: current.height ?? '?', size: Math.round(current.file_size / 1024) })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => void copy()}>
            {copied ? t('gallery.edit.copied') : t('gallery.edit.copyUrl')}
          </Button>
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => void onRename()} disabled={busy}>
            {t('gallery.edit.rename')}
          </Button>
          <Button variant="danger" className="px-3 py-1.5" onClick={() => setConfirmingDelete(true)} disabled={busy}>
            {t('gallery.edit.delete')}
          </Button>
        </div>
        {renamed ? (
          <p role="status" className="text-sm text-green-700">
            {t('gallery.edit.renamed', { name: current.filename })}
          </p>
        ) : null}
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title={t('gallery.edit.deleteTitle')}
          description={t('gallery.edit.deleteText', { name: current.filename })}
          confirmLabel={remove.isPending ? t('gallery.edit.deleting') : t('gallery.edit.delete')}
          cancelLabel={t('gallery.cancel')}
          onConfirm={() => void onDelete()}
          busy={remove.isPending}
        />
      </div>
      <div className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField label={t('gallery.edit.name')} required error={error('display_name')} {...register('display_name')} />
        <TextField
          label={t('gallery.edit.altText')}
          hint={<Counter value={watch('alt_text') ?? ''} max={ALT_TEXT_MAX} />}
          error={error('alt_text')}
          {...register('alt_text')}
        />
        <TextField
          label={t('gallery.edit.seoTitle')}
          hint={<Counter value={watch('seo_title') ?? ''} max={SEO_TITLE_MAX} />}
          error={error('seo_title')}
          {...register('seo_title')}
        />
        <TextareaField
          label={t('gallery.edit.metaDescription')}
          rows={2}
          hint={<Counter value={watch('seo_description') ?? ''} max={META_DESCRIPTION_MAX} />}
          error={error('seo_description')}
          {...register('seo_description')}
        />
        <TextareaField label={t('gallery.edit.description')} rows={2} error={error('description')} {...register('description')} />
        <TextField label={t('gallery.edit.keywords')} hint={t('gallery.edit.keywordsHint')} error={error('keywords')} {...register('keywords')} />
        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="secondary" onClick={fillSeo} disabled={busy}>
            {t('gallery.edit.autoSeo')}
          </Button>
          <div className="flex gap-3">
            <Button variant="secondary" onClick={onDone} disabled={busy}>
              {t('gallery.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {save.isPending ? t('gallery.edit.saving') : t('gallery.edit.save')}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}

/** The photo edit and SEO dialog, with the delete of this one image. */
export function PhotoEditDialog({
  image,
  onClose,
  onDeleted,
}: {
  image: GalleryImage | null;
  onClose: () => void;
  onDeleted: (image: GalleryImage) => void;
}) {
  const { t } = useTranslation();
  const metadata = useMetadata(image?.filename ?? null);
  return (
    <Modal
      open={image !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('gallery.edit.title')}
      description={t('gallery.edit.intro')}
      showDescription
      size="xl"
      testId="gallery-edit-dialog"
    >
      {image && metadata.data ? (
        <EditForm key={image.id} image={image} metadata={metadata.data} onDone={onClose} onDeleted={onDeleted} />
      ) : metadata.isError ? (
        <Alert tone="error">{t('gallery.errors.load')}</Alert>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </Modal>
  );
}
