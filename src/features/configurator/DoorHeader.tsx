// The door's photo, name and description at the top of the configurator: from the page's built-in preview while the
// door loads, then from its data, the photo following the chosen finish.
import { useStore } from '@nanostores/react';
import { responsiveImage } from '../../lib/images.ts';
import type { DoorPreview, Product } from '../catalogue/schema.ts';
import { finishControl } from '../pricing/finishes.ts';
import type { OptionSchema } from '../pricing/schema.ts';
import { $normalised } from './store.ts';

/** The header photo's widths: 108 or 144 CSS px at 1× to 3×. */
const PHOTO_WIDTHS = [160, 320, 480] as const;

/** The door's photo, name and description at the top of the configurator. */
export function DoorHeader({ door, photoLabel }: { door: DoorPreview; photoLabel: string }) {
  // 108 px wide on a phone, 144 px from sm: (docs/product.md#images).
  const photo = responsiveImage(door.imageUrl, '(min-width: 640px) 144px, 108px', PHOTO_WIDTHS);
  return (
    <div className="flex items-start gap-4 sm:gap-6">
      <img
        src={photo.src}
        srcSet={photo.srcset}
        sizes={photo.sizes}
        alt={`${photoLabel}: ${door.name}`}
        width="600"
        height="800"
        fetchPriority="high"
        className="h-36 w-27 shrink-0 rounded-2xl bg-white object-cover ring-1 ring-ink/10 sm:h-48 sm:w-36"
        data-testid="product-photo"
      />
      <div className="min-w-0 pt-1">
        <h2 className="font-serif text-2xl text-oak-dark sm:text-3xl" data-testid="product-name">
          {door.name}
        </h2>
        {door.description && (
          <p className="mt-2 max-w-prose text-stone" data-testid="product-description">
            {door.description}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The loaded door's header: its photo is the first of the chosen finish's photos (as the door page's gallery puts them
 * first: docs/product.md#door-pages), else its main photo.
 */
export function LoadedDoorHeader(props: {
  door: DoorPreview & Pick<Product, 'photoUrls' | 'photoDetails'>;
  schema: OptionSchema;
  photoLabel: string;
}) {
  const { door } = props;
  const normalised = useStore($normalised);
  const finish = finishControl(props.schema)?.id;
  const chosen = finish && normalised?.selections[finish];
  const photo = chosen && [door.imageUrl, ...door.photoUrls].find((u) => u && door.photoDetails[u]?.finish === chosen);
  return <DoorHeader door={{ ...door, imageUrl: photo || door.imageUrl }} photoLabel={props.photoLabel} />;
}
