// A door line's options, changed with the configurator's own controls and rules (the measured width is 812, not 800):
// the dialog loads the configurator's store with the door and the line's choices, shows its option cards, drawing
// and price, and hands back what was chosen. The server prices the line again when the draft is saved.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog, DialogTitle } from '../../../components/ui/Dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useAdminT } from '../../admin/i18n.ts';
import type { CategorySlug } from '../../catalogue/schema.ts';
import { OptionColumn } from '../../configurator/Configurator.tsx';
import { DoorDrawing } from '../../configurator/DoorDrawing.tsx';
import { configuratorLabels } from '../../configurator/labels.ts';
import { toQuery } from '../../configurator/share.ts';
import { $load, $localPrice, $selection, loadConfigurator } from '../../configurator/store.ts';
import type { Selections } from '../../pricing/rules.ts';
import type { Settings } from '../../settings/schema.ts';

interface Props {
  door: { slug: string; name: string; category: CategorySlug; selections: Selections };
  business: Settings;
  onUse: (selections: Selections) => void;
  onClose: () => void;
}

export function DoorOptionsDialog({ door, business, onUse, onClose }: Props) {
  const { lang, t: at } = useAdminT();
  const labels = useMemo(() => configuratorLabels(lang, business), [lang, business]);
  const load = useStore($load);
  const price = useStore($localPrice);

  useEffect(() => {
    void loadConfigurator({
      category: door.category,
      slug: door.slug,
      search: `?${new URLSearchParams(toQuery(door.slug, door.selections, {}))}`,
      lang,
      words: { mm: t(lang, 'unit.mm'), yes: t(lang, 'value.yes'), no: t(lang, 'value.no') },
      defaultSlug: door.slug,
    });
  }, [door, lang]);

  return (
    <Dialog open onClose={onClose} width="w-[min(72rem,calc(100vw-1rem))]">
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-ink/10 p-4 sm:p-6">
          <DialogTitle>{at('admin.offer.doorTitle', { door: door.name })}</DialogTitle>
          {price && (
            <p className="font-serif text-2xl tabular-nums" data-door-dialog-price>
              {formatMoney(price.totalPriceCents, lang)}
            </p>
          )}
        </div>
        <div className="overflow-y-auto p-4 sm:p-6">
          {load.status === 'ready' ? (
            <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
              <div className="lg:sticky lg:top-0">
                <DoorDrawing labels={labels} />
              </div>
              <OptionColumn
                schema={load.configurator.schema}
                groups={load.configurator.schema.groups}
                lang={lang}
                labels={labels}
                className="space-y-5"
              />
            </div>
          ) : (
            <p role="status" className="text-stone">
              {load.status === 'loading' ? labels.loading : labels.unavailableText}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3 border-t border-ink/10 p-4 sm:p-6">
          <Button variant="secondary" size="md" onClick={onClose}>
            {at('admin.cancel')}
          </Button>
          <Button
            variant="primary"
            size="md-wide"
            disabled={load.status !== 'ready'}
            onClick={() => {
              onUse($selection.get());
              onClose();
            }}
          >
            {at('admin.offer.doorUse')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
