// One visit as the manager reads it (docs/product.md#bookings): its hours, kind and reference, the customer with a call
// link, the place and the note, the request it belongs to with its doors (one click to it), and what can be done — a
// booked visit moved, marked done or cancelled; a measurement done with a door request opens that request's offer.
import { Button } from '../../../components/ui/Button.tsx';
import { phoneHref } from '../../../lib/business.ts';
import { useAdminT } from '../../admin/i18n.ts';
import { OfferButton } from '../../offers/admin/OfferButton.tsx';
import { visitTimeText } from '../format.ts';
import type { CalendarVisit } from '../views.ts';

/** Where a request's list lives, by its reference's letter. */
const requestList = (reference: string) =>
  reference.startsWith('D-') ? 'quotes' : reference.startsWith('F-') ? 'furniture-quotes' : 'general-quotes';

export interface VisitActions {
  saving: boolean;
  onDone: (visit: CalendarVisit) => void;
  onMove: (visit: CalendarVisit) => void;
  onCancel: (visit: CalendarVisit) => void;
}

export function VisitCard({
  visit,
  actions,
  as: Tag = 'li',
}: {
  visit: CalendarVisit;
  actions: VisitActions;
  as?: 'li' | 'div';
}) {
  const { t } = useAdminT();
  const open = visit.status === 'BOOKED';
  const measured = visit.status === 'DONE' && visit.kind === 'measurement' && visit.request?.kind === 'QUOTE';
  return (
    <Tag className="rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5" data-visit={visit.reference}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className={`text-lg font-medium tabular-nums ${open ? '' : 'text-stone line-through'}`}>
          {visitTimeText(visit.start)}–{visitTimeText(visit.end)}
        </p>
        <p className="text-sm text-stone">
          {t(visit.kind === 'showroom' ? 'booking.kind.SHOWROOM' : 'booking.kind.MEASUREMENT')} · {visit.reference}
          {!open && ` · ${t(`admin.bookings.status.${visit.status}`)}`}
        </p>
      </div>
      <p className="mt-1 font-medium">
        {visit.name}{' '}
        <a
          href={phoneHref(visit.phone)}
          className="font-normal whitespace-nowrap text-oak-dark underline underline-offset-2"
        >
          {visit.phone}
        </a>
      </p>
      {visit.address && <p className="mt-1">{[visit.area, visit.address].filter(Boolean).join(', ')}</p>}
      {visit.note && <p className="mt-1 text-sm whitespace-pre-line text-stone">{visit.note}</p>}
      {visit.request && (
        <p className="mt-2 text-sm">
          <a
            href={`/admin/${requestList(visit.request.reference)}?q=${encodeURIComponent(visit.request.reference)}`}
            className="text-oak-dark underline underline-offset-2"
          >
            {t('admin.bookings.request', { reference: visit.request.reference })}
          </a>
          {visit.request.doors.length > 0 && <span className="text-stone"> · {visit.request.doors.join('; ')}</span>}
        </p>
      )}
      {open && (
        <div className="mt-3 flex flex-wrap gap-3">
          <Button variant="primary" size="sm" disabled={actions.saving} onClick={() => actions.onDone(visit)}>
            {t('admin.bookings.markDone')}
          </Button>
          <Button variant="secondary" size="sm" disabled={actions.saving} onClick={() => actions.onMove(visit)}>
            {t('admin.bookings.move')}
          </Button>
          <Button variant="danger" size="sm" disabled={actions.saving} onClick={() => actions.onCancel(visit)}>
            {t('admin.bookings.cancel')}
          </Button>
        </div>
      )}
      {measured && visit.request && <OfferButton requestId={visit.request.id} />}
    </Tag>
  );
}
