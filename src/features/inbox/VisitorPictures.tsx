// A request's pictures in its details (docs/decisions/024): thumbnails served to the signed-in admin only, each
// opening full size in a new tab; nothing when the visitor sent none.

import { useAdminT } from '../admin/i18n.ts';
import type { PictureRef } from '../uploads/schema.ts';

export function VisitorPictures({ pictures }: { pictures: PictureRef[] }) {
  const { t } = useAdminT();
  if (pictures.length === 0) return null;
  return (
    <section aria-labelledby="visitor-pictures" data-testid="visitor-pictures">
      <h3 id="visitor-pictures" className="text-sm font-medium text-stone">
        {t('admin.inbox.pictures', { count: pictures.length })}
      </h3>
      <ul className="mt-2 grid grid-cols-3 gap-3 sm:grid-cols-6">
        {pictures.map((picture, i) => {
          const url = `/api/admin/visitor-pictures/${picture.id}`;
          return (
            <li key={picture.id}>
              <a
                href={url}
                target="_blank"
                rel="noopener"
                className="block rounded-xl ring-1 ring-ink/10 hover:ring-oak"
              >
                <img
                  src={url}
                  alt={t('admin.inbox.picture', { n: i + 1, width: picture.width, height: picture.height })}
                  width={picture.width}
                  height={picture.height}
                  loading="lazy"
                  className="aspect-square h-auto w-full rounded-xl object-cover"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
