// The preview table: each reference configuration's USD cost and UAH price with the stored prices, and, where the
// edits move it, struck through with the new figure under it.
import { TableHead } from '../../../components/ui/TableHead.tsx';
import { formatUsd } from '../../../lib/amounts.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useAdminT } from '../../admin/i18n.ts';
import type { PreviewRow } from './pricing-preview.ts';

export function PricingPreview({ rows }: { rows: PreviewRow[] }) {
  const { t, lang } = useAdminT();
  const FORMATS = { usd: formatUsd, uah: (cents: number) => formatMoney(cents, lang) } as const;
  return (
    <table className="mt-4 w-full text-left text-sm" data-testid="pricing-preview">
      <TableHead
        columns={[t('admin.pricing.configuration'), { label: 'USD', numeric: true }, { label: 'UAH', numeric: true }]}
        cell="py-1.5 pr-2 last:pr-0"
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} className="border-t border-ink/5 align-top">
            <th scope="row" className="py-2 pr-2 font-normal">
              {row.name}
            </th>
            {(['usd', 'uah'] as const).map((currency) => {
              const text = FORMATS[currency];
              const moved = row.after && row.after[currency] !== row.before[currency];
              return (
                <td key={currency} className="py-2 pr-2 text-right tabular-nums last:pr-0">
                  <span className={`whitespace-nowrap ${moved ? 'text-stone line-through' : ''}`}>
                    {text(row.before[currency])}
                  </span>
                  {moved && row.after && (
                    <span className="block font-medium whitespace-nowrap text-oak-dark">
                      → {text(row.after[currency])}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
