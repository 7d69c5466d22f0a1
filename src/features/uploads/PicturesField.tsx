// Photos or a floor plan with a request (docs/decisions/024): up to six images, each sent as it is chosen with its
// progress shown (picture-upload.ts, fetched with the first one), so the form's own send stays quick. Each shows as a
// thumbnail with its progress, its error in the page's language, and a button to take it out. The form sends the ids
// of those uploaded.
import { useEffect, useId, useRef } from 'react';
import { fill } from '../../lib/fill.ts';
import { MAX_PICTURES } from './limits.ts';

export interface Picture {
  /** This browser's name for it (list key). */
  key: string;
  preview: string;
  /** 0–1 while uploading. */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  /** The server's id once uploaded. */
  id?: string;
  error?: string;
}

export interface PictureLabels {
  label: string;
  hint: string;
  add: string;
  /** Remove picture {n} */
  remove: string;
  /** Uploading picture {n} */
  uploading: string;
  /** Picture {n} was not uploaded: {reason} */
  failed: string;
  connection: string;
  wait: string;
}

interface Props {
  labels: PictureLabels;
  pictures: Picture[];
  onChange: (change: (pictures: Picture[]) => Picture[]) => void;
  /** The form's token (usePublicForm): an upload needs one. */
  token: () => Promise<string>;
}

/** The uploaded pictures' ids, in their order: what the form sends. */
export const pictureIds = (pictures: Picture[]): string[] => pictures.flatMap((p) => (p.id ? [p.id] : []));
export const uploading = (pictures: Picture[]): boolean => pictures.some((p) => p.status === 'uploading');

/**
 * The form's pictures after the server refused them (`errors.pictures`: gone since they were uploaded, say): shown as
 * failed with its reason, none sent again until the visitor adds them anew.
 */
export function refusedPictures(pictures: Picture[], errors: Record<string, string[]>): Picture[] {
  const reason = errors.pictures?.[0];
  if (!reason) return pictures;
  return pictures.map((picture): Picture => {
    if (!picture.id) return picture;
    const { id: _sent, ...rest } = picture;
    return { ...rest, status: 'failed', error: reason };
  });
}

export function PicturesField({ labels, pictures, onChange, token }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useRef(new Set<string>());
  // The thumbnails' object URLs are freed with the form.
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const update = (key: string, change: Partial<Picture>) =>
    onChange((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const choose = (files: FileList | null) => {
    const chosen = Array.from(files ?? []).slice(0, MAX_PICTURES - pictures.length);
    for (const file of chosen) {
      const key = crypto.randomUUID();
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      onChange((all) => [...all, { key, preview, progress: 0, status: 'uploading' }]);
      void (async () => {
        try {
          const { fitted, send } = await import('./picture-upload.ts');
          const picture = await send(
            await fitted(file),
            await token(),
            (progress) => update(key, { progress }),
            labels.connection,
          );
          update(key, { status: 'done', progress: 1, id: picture });
        } catch (error) {
          update(key, { status: 'failed', error: error instanceof Error ? error.message : labels.connection });
        }
      })();
    }
    if (input.current) input.current.value = '';
  };

  return (
    <div className="sm:col-span-2" data-pictures>
      <p id={`${id}-label`} className="text-sm font-medium">
        {labels.label}
      </p>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-stone">
        {labels.hint}
      </p>
      {pictures.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-6" aria-labelledby={`${id}-label`}>
          {pictures.map((picture, i) => {
            const n = i + 1;
            return (
              <li key={picture.key} className="relative">
                <img
                  src={picture.preview}
                  alt=""
                  className={`aspect-square w-full rounded-xl object-cover ring-1 ring-ink/10 ${picture.status === 'failed' ? 'opacity-40' : ''}`}
                />
                {picture.status === 'uploading' && (
                  <div
                    role="progressbar"
                    aria-label={fill(labels.uploading, { n })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(picture.progress * 100)}
                    className="absolute inset-x-2 bottom-2 h-1.5 overflow-hidden rounded-full bg-white/80"
                  >
                    <div className="h-full bg-oak-dark" style={{ width: `${Math.round(picture.progress * 100)}%` }} />
                  </div>
                )}
                <button
                  type="button"
                  onClick={() => onChange((all) => all.filter((p) => p.key !== picture.key))}
                  aria-label={fill(labels.remove, { n })}
                  className="absolute -top-2 -right-2 inline-flex h-8 w-8 items-center justify-center rounded-full bg-ink text-sand shadow hover:bg-oak-dark"
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div aria-live="polite" className="text-sm text-red-800">
        {pictures.map((p, i) =>
          p.status === 'failed' ? (
            <p key={p.key} className="mt-2">
              {fill(labels.failed, { n: i + 1, reason: p.error ?? labels.connection })}
            </p>
          ) : null,
        )}
      </div>
      {pictures.length < MAX_PICTURES && (
        <label className="mt-3 inline-flex min-h-11 cursor-pointer items-center rounded-full px-5 text-sm ring-1 ring-ink/20 hover:bg-white focus-within:ring-2 focus-within:ring-oak">
          {labels.add}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            aria-describedby={`${id}-hint`}
            className="sr-only"
            onChange={(e) => choose(e.target.files)}
          />
        </label>
      )}
    </div>
  );
}
