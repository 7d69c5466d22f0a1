// /admin: what waits for the manager (New requests, and the follow-ups due today or overdue), whether new leads reach
// them (notification health), requests per week for the last 12 weeks, the doors configured most, and the share of
// price checks that became quotes.
import { useCallback } from 'react';
import { TableHead } from '../../components/ui/TableHead.tsx';
import { api } from '../../lib/api.ts';
import type { Lang } from '../../lib/i18n.ts';
import { adminLocale, useAdminT } from '../admin/i18n.ts';
import { Loaded, useLoaded } from '../admin/Loaded.tsx';
import { TableScroll } from '../admin/TableScroll.tsx';
import { nameIn } from '../catalogue/texts.ts';
import { FunnelCard } from '../orders/admin/FunnelCard.tsx';
import { FollowUps } from './FollowUps.tsx';
import { NotificationsCard } from './NotificationsCard.tsx';
import type { Overview } from './schema.ts';
import { series, WeeklyChart } from './WeeklyChart.tsx';

const waiting = [
  { key: 'doorQuotes', label: 'admin.overview.waiting.doorQuotes', href: '/admin/quotes' },
  { key: 'furniture', label: 'admin.overview.waiting.furniture', href: '/admin/furniture-quotes' },
  { key: 'general', label: 'admin.overview.waiting.general', href: '/admin/general-quotes' },
] as const;

const weekText = (isoDate: string, lang: Lang) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(adminLocale(lang), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
const percent = (share: number, lang: Lang) =>
  share.toLocaleString(adminLocale(lang), { style: 'percent', maximumFractionDigits: share < 0.1 ? 1 : 0 });

export default function OverviewPage() {
  const { state } = useLoaded(useCallback(() => api<Overview>('/api/admin/overview'), []));
  const { t } = useAdminT();
  return (
    <>
      <h1 className="font-serif text-4xl">{t('admin.nav.overview')}</h1>
      <Loaded state={state}>{(overview) => <Figures overview={overview} />}</Loaded>
      <FunnelCard />
    </>
  );
}

function Figures({ overview }: { overview: Overview }) {
  const { undelivered, weekly, topProducts, conversion } = overview;
  const { t, lang } = useAdminT();
  const number = (n: number) => n.toLocaleString(adminLocale(lang));
  const total = weekly.reduce((sum, week) => sum + week.quotes + week.furniture + week.general, 0);
  return (
    <>
      <section aria-labelledby="waiting" className="mt-8">
        <h2 id="waiting" className="sr-only">
          {t('admin.overview.waiting')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {waiting.map((item) => (
            <li key={item.key}>
              <a
                href={item.href}
                className="block rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5 hover:ring-oak"
                data-testid={`waiting-${item.key}`}
              >
                <span className="font-serif text-4xl tabular-nums">{undelivered[item.key]}</span>
                <span className="mt-1 block text-sm text-stone">{t(item.label)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <FollowUps followUps={overview.followUps} />
      <NotificationsCard />

      <section aria-labelledby="per-week" className="mt-8 rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5">
        <h2 id="per-week" className="font-serif text-2xl">
          {t('admin.overview.perWeek')}
        </h2>
        <p className="mt-1 text-sm text-stone">{t('admin.overview.perWeek.total', { total: number(total) })}</p>
        <div className="mt-4">
          <WeeklyChart weeks={weekly} />
        </div>
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer text-oak-dark">{t('admin.overview.showFigures')}</summary>
          <TableScroll label={t('admin.tableScroll')} className="mt-3">
            <table className="w-full text-left" data-testid="weekly-table">
              <caption className="sr-only">{t('admin.overview.perWeek.caption')}</caption>
              <thead className="text-stone">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('admin.overview.weekOf')}
                  </th>
                  {series.map((s) => (
                    <th key={s.key} scope="col" className="py-2 pr-4 text-right font-medium">
                      {t(s.label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weekly.map((week) => (
                  <tr key={week.weekStart} className="border-t border-ink/5">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      {weekText(week.weekStart, lang)}
                    </th>
                    {series.map((s) => (
                      <td key={s.key} className="py-2 pr-4 text-right tabular-nums">
                        {week[s.key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </details>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
        <section aria-labelledby="configured" className="rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5">
          <h2 id="configured" className="font-serif text-2xl">
            {t('admin.overview.configured')}
          </h2>
          <p className="mt-1 text-sm text-stone">{t('admin.overview.configured.note')}</p>
          {topProducts.length === 0 ? (
            <p className="mt-4 text-stone">{t('admin.overview.configured.none')}</p>
          ) : (
            <table className="mt-4 w-full text-left text-sm" data-testid="top-products">
              <TableHead
                columns={[
                  t('admin.overview.door'),
                  { label: t('admin.overview.priceChecks'), numeric: true },
                  { label: t('admin.overview.quotes'), numeric: true },
                ]}
                cell="py-2 pr-4 last:pr-0"
              />
              <tbody>
                {topProducts.map((product) => (
                  <tr key={product.slug} className="border-t border-ink/5">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      {nameIn(product, lang)}
                      <span className="ml-2 text-xs text-stone">
                        {t(product.category === 'concealed' ? 'admin.overview.concealed' : 'admin.overview.interior')}
                      </span>
                    </th>
                    <td className="py-2 pr-4 text-right tabular-nums">{product.priceChecks}</td>
                    <td className="py-2 text-right tabular-nums">{product.quotes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section aria-labelledby="conversion" className="rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5">
          <h2 id="conversion" className="font-serif text-2xl">
            {t('admin.overview.conversion')}
          </h2>
          <p className="mt-4 font-serif text-5xl tabular-nums" data-testid="conversion">
            {conversion.share === null ? '—' : percent(conversion.share, lang)}
          </p>
          <p className="mt-2 text-sm text-stone">
            {t('admin.overview.conversion.note', {
              quotes: number(conversion.quotes),
              checks: number(conversion.priceChecks),
              days: conversion.days,
            })}
          </p>
        </section>
      </div>
    </>
  );
}
