// What was sent: the customer's link (copied, or shared by Viber or Telegram for a customer who gave only a phone) and
// every sent version with its total, day and sender.
import { buttonClass } from '../../../components/ui/Button.tsx';
import type { Lang } from '../../../lib/i18n.ts';
import { t as dictionary } from '../../../lib/i18n.ts';
import { formatMoney } from '../../../lib/money.ts';
import { shopDayText } from '../../../lib/shop-day.ts';
import { notify } from '../../../lib/toast.tsx';
import { type AdminT, useAdminT } from '../../admin/i18n.ts';
import type { VersionChange } from '../changes.ts';
import type { OfferView } from '../views.ts';

/** One change between versions, in the manager's language (the lines' and options' names as the offer gave them). */
function changeText(change: VersionChange, t: AdminT, lang: Lang): string {
  const money = (cents: number) => formatMoney(cents, lang);
  switch (change.kind) {
    case 'added':
    case 'removed':
    case 'note':
      return t(`admin.offer.change.${change.kind}`, change.kind === 'note' ? {} : { line: change.line });
    case 'quantity':
    case 'prepayment':
    case 'leadTime':
      return t(`admin.offer.change.${change.kind}`, { ...change });
    case 'price':
    case 'discount':
      return t(`admin.offer.change.${change.kind}`, {
        line: change.line,
        from: money(change.from),
        to: money(change.to),
      });
    case 'total':
    case 'offerDiscount':
      return t(`admin.offer.change.${change.kind}`, { from: money(change.from), to: money(change.to) });
    case 'option':
      return t('admin.offer.change.option', { ...change });
    case 'validUntil':
      return t('admin.offer.change.validUntil', {
        from: shopDayText(`${change.from}T12:00:00Z`, lang),
        to: shopDayText(`${change.to}T12:00:00Z`, lang),
      });
  }
}

export function SentPanel({ view }: { view: OfferView }) {
  const { lang, t } = useAdminT();
  if (!view.link || view.versions.length === 0) return null;
  const url = new URL(view.link, location.origin).toString();
  // The message the customer receives is in their language, like the offer.
  const text = dictionary(view.draft.lang, 'offer.share.text', { reference: view.request.reference, url });
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      void notify('success', t('admin.offer.copied'));
    } catch {
      // No clipboard (an insecure origin, a refusal): the link stays selectable in the field.
      document.getElementById('offer-link')?.focus();
    }
  }
  return (
    <section aria-labelledby="offer-sent" className="rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5" data-offer-sent>
      <h2 id="offer-sent" className="font-medium">
        {t('admin.offer.link')}
      </h2>
      <input
        id="offer-link"
        readOnly
        value={url}
        aria-label={t('admin.offer.link')}
        onFocus={(e) => e.target.select()}
        className="mt-2 block w-full rounded-xl border border-ink/20 bg-white px-3 py-2 text-sm"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass('primary', 'md')} onClick={() => void copy()}>
          {t('admin.offer.copy')}
        </button>
        <a
          href={`viber://forward?text=${encodeURIComponent(text)}`}
          className={buttonClass('secondary', 'md', 'inline-flex items-center')}
        >
          {t('admin.offer.viber')}
        </a>
        <a
          href={`https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text.replace(url, '').trim())}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'md', 'inline-flex items-center')}
        >
          {t('admin.offer.telegram')}
        </a>
      </div>
      <h3 className="mt-5 text-sm font-medium">{t('admin.offer.versions')}</h3>
      <ol className="mt-2 space-y-1 text-sm" data-offer-versions>
        {view.versions.map((version) => (
          <li key={version.number}>
            {t('admin.offer.versionRow', {
              number: version.number,
              total: formatMoney(version.totalCents, lang),
              date: shopDayText(version.sentAt, lang),
              by: version.sentBy,
            })}
            {version.changes && (
              <ul className="mt-1 mb-2 list-disc pl-5 text-stone" data-offer-changes>
                {version.changes.length === 0 && <li>{t('admin.offer.change.none')}</li>}
                {version.changes.map((change, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a frozen list
                  <li key={i}>{changeText(change, t, lang)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
