// Photos added in a back-office form, as thumbnails in their order, each removable with ×: a portfolio item's album, a
// review's photos.
import { imageOrPlaceholder } from '../../lib/images.ts';
import { useAdminT } from './i18n.ts';

export function PhotoList({
  urls,
  label,
  onRemove,
}: {
  urls: string[];
  label: string;
  onRemove: (url: string) => void;
}) {
  const { t } = useAdminT();
  if (urls.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-3" aria-label={label}>
      {urls.map((url, index) => (
        <li key={url} className="relative">
          <img
            src={imageOrPlaceholder(url)}
            alt={t('admin.portfolio.albumN', { n: index + 1 })}
            width="80"
            height="60"
            className="h-15 w-20 rounded-lg object-cover"
          />
          <button
            type="button"
            onClick={() => onRemove(url)}
            aria-label={t('admin.portfolio.removeN', { n: index + 1 })}
            className="absolute -top-2 -right-2 size-6 rounded-full bg-ink text-xs text-sand"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
