// The overview's follow-ups: open requests whose follow-up day is today or past, the most overdue first, each a link
// to its list searched for it (the quote's reference, else the customer's name).
import { shopToday } from '../../lib/shop-day.ts';
import { useAdminT } from '../admin/i18n.ts';
import { dayText } from '../inbox/inbox-columns.ts';
import type { Overview } from './schema.ts';

const lists = { QUOTE: '/admin/quotes', FURNITURE: '/admin/furniture-quotes', GENERAL: '/admin/general-quotes' };

export function FollowUps({ followUps }: { followUps: Overview['followUps'] }) {
  const { t } = useAdminT();
  const today = followUps.today || shopToday();
  return (
    <section aria-labelledby="follow-ups" className="mt-8 rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5">
      <h2 id="follow-ups" className="font-serif text-2xl">
        {t('admin.overview.followUps.title')}
      </h2>
      {followUps.due.length === 0 ? (
        <p className="mt-2 text-stone">{t('admin.overview.followUps.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink/5" data-testid="follow-ups">
          {followUps.due.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <a
                href={`${lists[item.kind]}?q=${encodeURIComponent(item.reference ?? item.name)}`}
                className="text-oak-dark underline decoration-oak/40 underline-offset-2 hover:decoration-oak"
              >
                {item.reference ? `${item.reference} · ${item.name}` : item.name}
              </a>
              <span className="text-sm text-stone">
                {t(`admin.overview.followUps.kind.${item.kind}`)} · {t(`admin.inbox.status.${item.status}`)} ·{' '}
                <span className={item.followUpOn < today ? 'font-medium text-red-800' : ''}>
                  {item.followUpOn === today ? t('admin.overview.followUps.today') : dayText(item.followUpOn)}
                  {item.followUpOn < today && ` (${t('admin.inbox.overdue')})`}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {followUps.total > followUps.due.length && (
        <p className="mt-2 text-sm text-stone">
          {t('admin.overview.followUps.more', { count: followUps.total - followUps.due.length })}
        </p>
      )}
    </section>
  );
}
