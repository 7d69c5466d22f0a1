// An image for the catalogue: an address typed in, or a file uploaded (images only) with its progress shown.
import { useId, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { imageOrPlaceholder } from '../../lib/images.ts';
import { notify } from '../../lib/toast.tsx';
import { uploadImage } from '../../lib/upload.ts';
import { MAX_UPLOAD_BYTES } from '../uploads/limits.ts';
import { useAdminT } from './i18n.ts';

interface Props {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Without the address field: uploads only (portfolio). */
  uploadOnly?: boolean;
}

export function ImageField({ label, value, onChange, uploadOnly = false }: Props) {
  const id = useId();
  const { t } = useAdminT();
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      void notify('error', t('admin.image.uploadFailed'), t('admin.image.notImage'));
      return;
    }
    // The server would answer 413 too; checked here, a file far over the limit is not sent at all (Netlify would
    // refuse a request over 6 MB before the function could answer).
    if (file.size > MAX_UPLOAD_BYTES) {
      void notify(
        'error',
        t('admin.image.uploadFailed'),
        t('admin.image.tooLarge', { mb: MAX_UPLOAD_BYTES / 1_000_000 }),
      );
      return;
    }
    setProgress(0);
    try {
      const { url } = await uploadImage(file, setProgress);
      onChange(url);
      void notify('success', t('admin.image.uploaded'));
    } catch (error) {
      void notify('error', t('admin.image.uploadFailed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      setProgress(null);
    }
  }

  return (
    <div>
      <span className="text-sm font-medium" id={`${id}-label`}>
        {label}
      </span>
      <div className="mt-1.5 flex items-center gap-3">
        {value && (
          <img
            src={imageOrPlaceholder(value)}
            alt=""
            width="48"
            height="48"
            className="h-12 w-12 rounded-lg object-cover ring-1 ring-ink/10"
          />
        )}
        {!uploadOnly && (
          <input
            aria-labelledby={`${id}-label`}
            value={value}
            placeholder={t('admin.image.placeholder')}
            onChange={(e) => onChange(e.target.value)}
            className="min-w-0 flex-1 rounded-xl border border-ink/20 bg-white px-4 py-2.5 outline-none focus:border-oak focus:ring-2 focus:ring-oak/30"
          />
        )}
        <label className="cursor-pointer rounded-full px-4 py-2.5 text-sm ring-1 ring-ink/20 hover:bg-white has-focus-visible:ring-2 has-focus-visible:ring-oak">
          {progress === null ? t('admin.image.upload') : `${Math.round(progress * 100)}%`}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/avif"
            className="sr-only"
            aria-label={t('admin.image.uploadLabel', { label: label.toLowerCase() })}
            disabled={progress !== null}
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {progress !== null && (
        <progress
          value={progress}
          max={1}
          className="mt-2 h-1 w-full accent-oak-dark"
          aria-label={t('admin.image.progress')}
        />
      )}
    </div>
  );
}
