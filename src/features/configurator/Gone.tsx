// The configurator's page for a link to a door the shop no longer offers (docs/product.md#resolution).
import { fill } from '../../lib/fill.ts';
import type { CategorySlug } from '../catalogue/schema.ts';
import type { ConfiguratorLabels } from './labels.ts';
import type { GoneDoor } from './store.ts';

/**
 * A link to a door the shop no longer offers: say so, and offer its collection and the default door (`defaultName`:
 * its name as the page was built, if it was).
 */
export default function Gone({
  gone,
  defaultName,
  category,
  labels,
}: {
  gone: GoneDoor;
  defaultName: string | undefined;
  category: CategorySlug;
  labels: ConfiguratorLabels;
}) {
  const link = 'inline-flex min-h-12 items-center rounded-full px-6';
  return (
    <div
      role="alert"
      className="mt-6 rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5 md:p-8"
      data-testid="configurator-gone"
    >
      <h2 className="font-serif text-3xl">{labels.gone.title}</h2>
      <p className="mt-2 max-w-prose text-stone">{labels.gone.text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {gone.collectionSlug ? (
          <a
            href={fill(labels.gone.collectionPath, { slug: encodeURIComponent(gone.collectionSlug) })}
            className={`${link} bg-ink text-sand hover:bg-oak-dark`}
          >
            {labels.gone.collection}
          </a>
        ) : (
          <a href={labels.gone.listing[category]} className={`${link} bg-ink text-sand hover:bg-oak-dark`}>
            {labels.gone.browse[category]}
          </a>
        )}
        {gone.defaultSlug && (
          <a
            href={`${location.pathname}?slug=${encodeURIComponent(gone.defaultSlug)}`}
            className={`${link} ring-1 ring-ink/20 hover:bg-white`}
          >
            {defaultName ? fill(labels.gone.defaultDoor, { name: defaultName }) : labels.gone.defaultUnnamed}
          </a>
        )}
      </div>
    </div>
  );
}
