// The configurator's live drawing of the configured door (DoorSvg.tsx draws it), printed as part of the
// specification. From lg it fills the height its aside leaves it (Configurator.tsx), drawn whole and centred.
import { useStore } from '@nanostores/react';
import { chosenSwatch } from '../pricing/finishes.ts';
import { DoorSvg } from './DoorSvg.tsx';
import type { ConfiguratorLabels } from './labels.ts';
import { $load, $normalised } from './store.ts';

export function DoorDrawing({ labels }: { labels: ConfiguratorLabels }) {
  const normalised = useStore($normalised);
  const load = useStore($load);
  if (!normalised || load.status !== 'ready')
    return <div className="aspect-[7/9] animate-pulse rounded-3xl bg-white/60" />;
  return (
    <figure
      className="rounded-3xl bg-white/70 p-4 ring-1 ring-ink/5 lg:min-h-0 lg:[&>svg]:h-full"
      data-testid="door-drawing"
    >
      <DoorSvg
        product={load.product}
        concealed={load.configurator.category.slug === 'concealed'}
        selections={normalised.selections}
        labels={labels}
        sheenId="door-sheen"
        swatch={chosenSwatch(load.configurator.schema, normalised.selections)}
      />
    </figure>
  );
}
