// A door of a quote as it was frozen when sent: its selections (group, option, choice) and its price breakdown. A
// single-door quote shows one; a project one per door, each under its own heading (docs/decisions/024).
import { useId } from 'react';
import { TableHead } from '../../components/ui/TableHead.tsx';
import { formatInCurrency } from '../../lib/amounts.ts';
import { $adminLang, useAdminT } from '../admin/i18n.ts';
import type { BreakdownLine, ResolvedSelection } from '../pricing/pricing.ts';
import type { QuoteSummary } from './schema.ts';

interface Props {
  door: { selections: ResolvedSelection[]; breakdown: BreakdownLine[] };
  heading: string;
  currency: QuoteSummary['currency'];
}

export function DoorSnapshot({ door, heading, currency }: Props) {
  const id = useId();
  const { t } = useAdminT();
  const missing = t('admin.inbox.notAvailable');
  const money = (cents: number) => formatInCurrency(cents, $adminLang.get(), currency);
  return (
    <div className="space-y-5" data-testid="quote-door">
      <section aria-labelledby={`${id}-selections`}>
        <h3 id={`${id}-selections`} className="font-medium">
          {heading}
        </h3>
        {door.selections.length === 0 ? (
          <p className="mt-2 text-sm text-stone italic">{missing}</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm">
            <TableHead
              columns={[t('admin.inbox.quote.group'), t('admin.inbox.quote.option'), t('admin.inbox.quote.choice')]}
              cell="py-1.5 pr-3 last:pr-0"
            />
            <tbody>
              {door.selections.map((s) => (
                <tr key={s.controlId} className="border-t border-ink/5">
                  <td className="py-1.5 pr-3">{s.groupLabel || missing}</td>
                  <td className="py-1.5 pr-3">{s.controlLabel || missing}</td>
                  <td className="py-1.5">{s.displayValue || missing}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {/* Named with its door too: a project has a breakdown per door, each its own region. */}
      <section aria-labelledby={`${id}-breakdown ${id}-selections`}>
        <h3 id={`${id}-breakdown`} className="font-medium">
          {t('admin.inbox.quote.breakdown')}
        </h3>
        {door.breakdown.length === 0 ? (
          <p className="mt-2 text-sm text-stone">{t('admin.inbox.quote.noAdjustments')}</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm">
            <tbody>
              {door.breakdown.map((line) => (
                <tr key={line.controlId} className="border-t border-ink/5">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {line.controlLabel || missing}
                    <span className="text-stone"> · {line.displayValue}</span>
                  </th>
                  <td className="py-1.5 text-right tabular-nums">
                    {line.deltaCents >= 0 ? '+' : '−'}
                    {money(Math.abs(line.deltaCents))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
