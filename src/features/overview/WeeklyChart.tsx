// Requests per week as a small uPlot chart (canvas, ≈ 20 KB gzipped, loaded only with the overview). The canvas is
// hidden from screen readers: the same figures are in the table under it.
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { adminLocale, useAdminT } from '../admin/i18n.ts';
import type { WeekCounts } from './schema.ts';

export const series = [
  { key: 'quotes', label: 'admin.overview.series.quotes', color: '#7a5431' },
  { key: 'furniture', label: 'admin.overview.series.furniture', color: '#2f6f5e' },
  { key: 'general', label: 'admin.overview.series.general', color: '#4a5a8a' },
] as const;

const HEIGHT = 260;

export function WeeklyChart({ weeks }: { weeks: WeekCounts[] }) {
  const container = useRef<HTMLDivElement>(null);
  const { t, lang } = useAdminT();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const dayMonth = (ts: number, year?: 'numeric') =>
      new Date(ts * 1000).toLocaleDateString(adminLocale(lang), {
        day: 'numeric',
        month: 'short',
        year,
        timeZone: 'UTC',
      });
    const data: uPlot.AlignedData = [
      weeks.map((week) => Date.parse(`${week.weekStart}T00:00:00Z`) / 1000),
      ...series.map((s) => weeks.map((week) => week[s.key])),
    ];
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
        axes: [
          {
            stroke: '#6b645b',
            grid: { show: false },
            // One tick per week (every third on a narrow screen), newest week always labelled.
            splits: (u) => {
              const weeksShown = (u.data[0] as number[]) ?? [];
              const every = u.width < 640 ? 3 : 1;
              return weeksShown.filter((_, i) => (weeksShown.length - 1 - i) % every === 0);
            },
            values: (_u, splits) => splits.map((ts) => dayMonth(ts)),
          },
          { stroke: '#6b645b', grid: { stroke: 'rgba(28,26,23,0.08)' }, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500] },
        ],
        series: [
          { label: t('admin.overview.weekOf'), value: (_u, ts) => dayMonth(ts, 'numeric') },
          ...series.map((s) => ({
            label: t(s.label),
            stroke: s.color,
            width: 2,
            points: { size: 6, fill: s.color },
          })),
        ],
        legend: { live: false },
        cursor: { drag: { x: false, y: false } },
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [weeks, t, lang]);

  return <div ref={container} aria-hidden="true" className="w-full" data-testid="weekly-chart" />;
}
