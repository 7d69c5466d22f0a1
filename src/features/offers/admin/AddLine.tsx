// Adding a line to the draft: a door from the catalogue (as the configurator starts it: its choices then made in its
// dialog), a service from Settings' list (its words in both languages and its usual price copied in), or a blank line
// of the manager's own.
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { inputBoxClass } from '../../../components/ui/TextField.tsx';
import { useAdminT } from '../../admin/i18n.ts';
import type { Product } from '../../catalogue/schema.ts';
import { nameIn } from '../../catalogue/texts.ts';
import type { OfferLine, Service } from '../schema.ts';

interface Props {
  doors: Product[];
  services: Service[];
  onAdd: (line: OfferLine) => void;
}

export function AddLine({ doors, services, onAdd }: Props) {
  const { lang, t } = useAdminT();
  const id = useId();
  const [door, setDoor] = useState(doors[0]?.slug ?? '');
  const [service, setService] = useState(services[0]?.id ?? '');
  const chosen = services.find((s) => s.id === service);
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded-2xl border border-dashed border-ink/20 p-4">
      {doors.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={`${id}-door`} className="text-xs font-medium text-stone">
              {t('admin.offer.chooseDoor')}
            </label>
            <select
              id={`${id}-door`}
              value={door}
              onChange={(e) => setDoor(e.target.value)}
              className={`${inputBoxClass} mt-1 block w-auto`}
            >
              {doors.map((d) => (
                <option key={d.slug} value={d.slug}>
                  {nameIn(d, lang)}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            size="md"
            onClick={() =>
              onAdd({ type: 'door', productSlug: door, selections: {}, room: null, quantity: 1, discount: null })
            }
          >
            {t('admin.offer.addDoor')}
          </Button>
        </div>
      )}
      {services.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={`${id}-service`} className="text-xs font-medium text-stone">
              {t('admin.offer.chooseService')}
            </label>
            <select
              id={`${id}-service`}
              value={service}
              onChange={(e) => setService(e.target.value)}
              className={`${inputBoxClass} mt-1 block w-auto`}
            >
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name[lang]}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            size="md"
            disabled={!chosen}
            onClick={() =>
              chosen &&
              onAdd({
                type: 'service',
                name: chosen.name,
                unit: chosen.unit,
                unitPriceCents: chosen.priceCents,
                quantity: 1,
                discount: null,
              })
            }
          >
            {t('admin.offer.addService')}
          </Button>
        </div>
      )}
      <Button
        variant="secondary"
        size="md"
        onClick={() => onAdd({ type: 'free', text: '', unitPriceCents: 0, quantity: 1, discount: null })}
      >
        {t('admin.offer.addFree')}
      </Button>
    </div>
  );
}
