import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { GalleryPicker } from '@/components/gallery/gallery-picker.tsx';
import { useUploadProductPhoto } from '../api/upload-product-photo.ts';
import { errorText } from '@/lib/error-text.ts';
import { imageAttributes } from '@/lib/image-variants.ts';
import { checkPhoto, PHOTO_ACCEPT } from './photo-check.ts';

/** The preview's 160 px box. */
const PREVIEW = { sizes: '160px', side: 160 };

interface PhotoFieldProps {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The product photo: the chosen file is checked (type, size), shown at once and uploaded; the
 * stored address then becomes the form's image_url. An image can also be chosen from the gallery.
 * Remove clears it.
 */
export function PhotoField({ value, onChange, onUploadingChange, error, disabled }: PhotoFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProductPhoto();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);

  // The object URL of a chosen file lives until the next choice or unmount.
  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  useEffect(() => {
    onUploadingChange?.(upload.isPending);
  }, [upload.isPending, onUploadingChange]);

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const onFile = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const check = checkPhoto(file);
    if (check) {
      setProblem(t(`adminProducts.photo.${check}`));
      clearInput();
      return;
    }
    setLocalPreview(URL.createObjectURL(file));
    try {
      const url = await upload.mutateAsync(file);
      onChange(url);
    } catch (uploadError) {
      setProblem(errorText(uploadError, t('adminProducts.photo.failedToUpload')));
      clearInput();
    } finally {
      setLocalPreview(null);
    }
  };

  const onRemove = () => {
    setProblem(null);
    clearInput();
    onChange(null);
  };

  const shown = localPreview ?? value ?? null;
  const message = problem ?? error ?? null;

  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {t('adminProducts.form.photo')}
      </label>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex h-40 w-40 shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-slate-300 bg-slate-50">
          {shown ? (
            <img
              data-testid="photo-preview"
              {...imageAttributes(shown, PREVIEW, true)}
              alt={t('adminProducts.photo.previewAlt')}
              className={`h-full w-full object-contain ${upload.isPending ? 'opacity-60' : ''}`}
            />
          ) : (
            <span className="px-3 text-center text-xs text-slate-500">{t('adminProducts.photo.none')}</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={inputRef}
            id={inputId}
            data-testid="photo-input"
            type="file"
            accept={PHOTO_ACCEPT}
            disabled={disabled || upload.isPending}
            aria-describedby={message ? `${hintId} ${errorId}` : hintId}
            aria-invalid={message ? true : undefined}
            onChange={(event) => void onFile(event.target.files?.[0])}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
          />
          <p id={hintId} className="text-xs text-slate-500">
            {t('adminProducts.photo.hint')}
          </p>
          {upload.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              {t('adminProducts.photo.uploading')}
            </p>
          ) : null}
          {message ? (
            <p id={errorId} role="alert" className="text-sm text-red-600">
              {message}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              onClick={() => setPicking(true)}
              disabled={disabled || upload.isPending}
              data-testid="photo-from-gallery"
            >
              {t('gallery.picker.open')}
            </Button>
            {value && !upload.isPending ? (
              <Button variant="secondary" className="px-3 py-1.5" onClick={onRemove} disabled={disabled}>
                {t('adminProducts.photo.remove')}
              </Button>
            ) : null}
          </div>
          <GalleryPicker
            open={picking}
            onOpenChange={setPicking}
            onSelect={(image) => {
              setProblem(null);
              clearInput();
              onChange(image.url);
            }}
          />
        </div>
      </div>
    </div>
  );
}
