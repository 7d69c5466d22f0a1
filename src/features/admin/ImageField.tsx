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
  /** Several files in one pick (an album): each uploaded in turn, `onChange` called once for each. */
  multiple?: boolean;
  /** The id of a hint that describes the upload (aria-describedby on the file input). */
  describedBy?: string;
}

export function ImageField({ label, value, onChange, uploadOnly = false, multiple = false, describedBy }: Props) {
  const id = useId();
  const { t } = useAdminT();
  const [progress, setProgress] = useState<number | null>(null);
  /** "2/5" while the second of five files is sent; empty for one file. */
  const [turn, setTurn] = useState('');

  /** Why a file is not sent, or null. */
  function refusal(file: File): string | null {
    if (!file.type.startsWith('image/')) return t('admin.image.notImage');
    // The server would answer 413 too; checked here, a file far over the limit is not sent at all (Netlify would
    // refuse a request over 6 MB before the function could answer).
    if (file.size > MAX_UPLOAD_BYTES) return t('admin.image.tooLarge', { mb: MAX_UPLOAD_BYTES / 1_000_000 });
    return null;
  }

  // One file after another, so the progress is one file's and the album keeps the order they were picked in; a file
  // refused or failed is skipped, and the toast at the end names the last problem (one toast at a time).
  async function upload(files: File[]) {
    let problem: { text: string | undefined } | null = null;
    let uploaded = 0;
    for (const [i, file] of files.entries()) {
      const refused = refusal(file);
      if (refused) {
        problem = { text: refused };
        continue;
      }
      setTurn(files.length > 1 ? `${i + 1}/${files.length} · ` : '');
      setProgress(0);
      try {
        const { url } = await uploadImage(file, setProgress);
        onChange(url);
        uploaded++;
      } catch (error) {
        problem = { text: error instanceof ApiError ? error.message : undefined };
      }
    }
    setProgress(null);
    setTurn('');
    if (problem) void notify('error', t('admin.image.uploadFailed'), problem.text);
    else if (uploaded) void notify('success', t('admin.image.uploaded'));
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
          {progress === null ? t('admin.image.upload') : `${turn}${Math.round(progress * 100)}%`}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/avif"
            multiple={multiple}
            className="sr-only"
            aria-label={t('admin.image.uploadLabel', { label: label.toLowerCase() })}
            aria-describedby={describedBy}
            disabled={progress !== null}
            onChange={(e) => {
              void upload(Array.from(e.target.files ?? []));
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
