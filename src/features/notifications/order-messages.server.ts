// The customer's e-mail about their order (docs/product.md#orders), ORDER_UPDATE: queued when the manager records a
// payment or changes a stage with "tell the customer" ticked; it says what changed, in the customer's language, and
// links to their order page (the offer's link). Built from what the outbox row carries.
import type { Business } from '../../lib/business.ts';
import { type Lang, languages, t } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { shopDayText } from '../../lib/shop-day.ts';
import type { Message } from './channels.server.ts';
import { signoff } from './signoff.ts';

const STAGE_KEYS = ['MEASURED', 'IN_PRODUCTION', 'READY', 'DELIVERED', 'INSTALLED'] as const;

/** An ORDER_UPDATE row's payload (src/features/orders/notify.server.ts). */
export interface OrderUpdatePayload {
  to: string;
  lang: Lang;
  orderNumber: string;
  change:
    | { kind: 'payment'; amountCents: number; paidOn: string; paidCents: number; balanceCents: number }
    | { kind: 'stage'; stage: (typeof STAGE_KEYS)[number]; doneOn: string | null; plannedOn: string | null };
  /** The order's page with the link's token (the site's address is added when sent). */
  path: string;
}

export const isOrderUpdate = (payload: unknown): payload is OrderUpdatePayload => {
  const p = payload as Partial<OrderUpdatePayload> | null;
  const change = p?.change as Partial<OrderUpdatePayload['change']> | undefined;
  return (
    typeof p?.to === 'string' &&
    languages.some((lang) => lang === p.lang) &&
    typeof p.orderNumber === 'string' &&
    typeof p.path === 'string' &&
    (change?.kind === 'payment' || (change?.kind === 'stage' && STAGE_KEYS.some((s) => s === change.stage)))
  );
};

const day = (iso: string, lang: Lang) => shopDayText(`${iso}T12:00:00Z`, lang);

function changeLines(payload: OrderUpdatePayload): string[] {
  const { lang, change } = payload;
  if (change.kind === 'payment') {
    return [
      t(lang, 'order.mail.payment', { amount: formatMoney(change.amountCents, lang), date: day(change.paidOn, lang) }),
      change.balanceCents > 0
        ? t(lang, 'order.mail.balance', {
            paid: formatMoney(change.paidCents, lang),
            balance: formatMoney(change.balanceCents, lang),
          })
        : t(lang, 'order.mail.paidInFull'),
    ];
  }
  const stage = t(lang, `order.stage.${change.stage}`);
  if (change.doneOn) return [t(lang, 'order.mail.stageDone', { stage, date: day(change.doneOn, lang) })];
  if (change.plannedOn) return [t(lang, 'order.mail.stagePlanned', { stage, date: day(change.plannedOn, lang) })];
  return [t(lang, 'order.mail.stageChanged', { stage })];
}

export function orderUpdateMessage(
  payload: OrderUpdatePayload,
  siteUrl: string | undefined,
  business: Business,
): Message {
  const { lang } = payload;
  const lines = [
    t(lang, 'offer.mail.greeting'),
    '',
    ...changeLines(payload),
    '',
    t(lang, 'order.mail.open'),
    `${siteUrl ?? ''}${payload.path}`,
    '',
    ...signoff(lang, business),
  ];
  const subject =
    payload.change.kind === 'payment'
      ? t(lang, 'order.mail.subjectPayment', { number: payload.orderNumber, shop: business.name[lang] })
      : t(lang, 'order.mail.subjectStage', { number: payload.orderNumber, shop: business.name[lang] });
  return { subject, text: lines.join('\n'), to: [payload.to], channels: ['email'] };
}
