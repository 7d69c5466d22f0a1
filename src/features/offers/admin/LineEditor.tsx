// One line of the draft as the manager edits it: a door (its room and quantity here, its options in the configurator's
// dialog, its price only from the engine), a service (its price each and quantity) or the manager's own words and
// price; each with its discount. A line's field errors from the server show at their fields.
import { useId } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { errorProps, FieldError } from '../../../components/ui/FieldError.tsx';
import { inputBoxClass, inputClass } from '../../../components/ui/TextField.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useAdminT } from '../../admin/i18n.ts';
import type { DocumentLine } from '../document.ts';
import type { Discount, OfferLine } from '../schema.ts';

interface Props {
  line: OfferLine;
  position: number;
  /** The door's name (the catalogue's, in the manager's language), for a door line. */
  doorName: string | undefined;
  /** The line as the last saved draft priced it (absent while it cannot be priced). */
  priced: DocumentLine | undefined;
  /** The server's errors for this line, by field path within it (`quantity`, `selections.widthMm`). */
  errors: Record<string, string[]>;
  disabled: boolean;
  onChange: (line: OfferLine) => void;
  onRemove: () => void;
  onEditDoor: () => void;
}

/** Whole hryvnias typed, kopecks kept (as every price is). */
const hryvnias = (value: string) => Math.round(Number(value || 0)) * 100;

export function LineEditor({ line, position, doorName, priced, errors, disabled, ...actions }: Props) {
  const { lang, t } = useAdminT();
  const id = useId();
  const error = (field: string) =>
    Object.entries(errors).find(([path]) => path === field || path.startsWith(`${field}.`))?.[1]?.[0];
  const set = (patch: Partial<OfferLine>) => actions.onChange({ ...line, ...patch } as OfferLine);
  const title =
    line.type === 'door'
      ? (doorName ?? line.productSlug)
      : line.type === 'service'
        ? line.name[lang]
        : t('admin.offer.kind.free');
  const number = (field: 'quantity' | 'unitPriceCents', label: string, value: number) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="text-xs font-medium text-stone">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        type="number"
        inputMode="numeric"
        min={field === 'quantity' ? 1 : 0}
        step={1}
        value={field === 'unitPriceCents' ? value / 100 : value}
        disabled={disabled}
        onChange={(e) =>
          set({ [field]: field === 'unitPriceCents' ? hryvnias(e.target.value) : Number(e.target.value || 0) })
        }
        className={`${inputBoxClass} mt-1 block w-32`}
        {...errorProps(`${id}-${field}`, error(field))}
      />
      <FieldError fieldId={`${id}-${field}`} error={error(field)} />
    </div>
  );

  return (
    <article
      aria-label={`${t('admin.offer.lineLabel', { n: position })}: ${title}`}
      className="rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5"
      data-offer-line-editor={line.type}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-stone">
            {t('admin.offer.lineLabel', { n: position })} · {t(`admin.offer.kind.${line.type}`)}
          </p>
          <h3 className="font-medium break-words">{title}</h3>
          {line.type === 'door' && priced && (
            <p className="text-sm text-stone">
              {t('admin.offer.enginePrice', { price: formatMoney(priced.unitPriceCents, lang) })}
            </p>
          )}
          {line.type === 'door' && (error('selections') || error('productSlug')) && (
            <p className="text-sm text-red-800">{error('selections') ?? error('productSlug')}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {line.type === 'door' && (
            <Button variant="secondary" size="sm" disabled={disabled} onClick={actions.onEditDoor}>
              {t('admin.offer.editDoor')}
            </Button>
          )}
          <Button variant="danger" size="sm" disabled={disabled} onClick={actions.onRemove}>
            {t('admin.offer.remove')}
          </Button>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        {line.type === 'door' && (
          <div className="min-w-48 flex-1">
            <label htmlFor={`${id}-room`} className="text-xs font-medium text-stone">
              {t('admin.offer.room')}
            </label>
            <input
              id={`${id}-room`}
              value={line.room ?? ''}
              disabled={disabled}
              onChange={(e) => set({ room: e.target.value || null })}
              className={`${inputClass} mt-1`}
              {...errorProps(`${id}-room`, error('room'))}
            />
            <FieldError fieldId={`${id}-room`} error={error('room')} />
          </div>
        )}
        {line.type === 'free' && (
          <div className="min-w-full">
            <label htmlFor={`${id}-text`} className="text-xs font-medium text-stone">
              {t('admin.offer.text')}
            </label>
            <textarea
              id={`${id}-text`}
              rows={2}
              value={line.text}
              disabled={disabled}
              onChange={(e) => set({ text: e.target.value })}
              className={`${inputClass} mt-1`}
              {...errorProps(`${id}-text`, error('text'))}
            />
            <FieldError fieldId={`${id}-text`} error={error('text')} />
          </div>
        )}
        {line.type !== 'door' && number('unitPriceCents', t('admin.offer.unitPrice'), line.unitPriceCents)}
        {number('quantity', t('admin.offer.quantity'), line.quantity)}
        <DiscountFields
          id={`${id}-discount`}
          legend={t('admin.offer.discount')}
          value={line.discount}
          disabled={disabled}
          error={error('discount')}
          onChange={(discount) => set({ discount })}
        />
      </div>
      {priced && (
        <p className="mt-3 text-right font-medium tabular-nums">
          {priced.discountCents > 0 && (
            <span className="mr-3 text-sm font-normal text-stone">−{formatMoney(priced.discountCents, lang)}</span>
          )}
          {formatMoney(priced.netCents, lang)}
        </p>
      )}
    </article>
  );
}

/** A discount: none, a percent or an amount in whole hryvnias, with the reason the customer never sees. */
export function DiscountFields(props: {
  id: string;
  legend: string;
  value: Discount | null;
  disabled: boolean;
  error: string | undefined;
  onChange: (discount: Discount | null) => void;
}) {
  const { id, legend, value, disabled, error, onChange } = props;
  const { t } = useAdminT();
  const kind = value === null ? 'none' : value.percent !== undefined ? 'percent' : 'amount';
  const amount = value === null ? '' : value.percent !== undefined ? value.percent : (value.amountCents ?? 0) / 100;
  return (
    <fieldset className="flex flex-wrap items-end gap-2" {...errorProps(id, error)}>
      <legend className="text-xs font-medium text-stone">{legend}</legend>
      <select
        aria-label={legend}
        value={kind}
        disabled={disabled}
        onChange={(e) => {
          const next = e.target.value;
          const reason = value?.reason ?? '';
          onChange(next === 'none' ? null : next === 'percent' ? { percent: 0, reason } : { amountCents: 0, reason });
        }}
        className={`${inputBoxClass} mt-1 block w-auto`}
      >
        <option value="none">{t('admin.offer.discount.none')}</option>
        <option value="percent">{t('admin.offer.discount.percent')}</option>
        <option value="amount">{t('admin.offer.discount.amount')}</option>
      </select>
      {value && (
        <>
          <input
            type="number"
            min={0}
            step={kind === 'percent' ? 0.5 : 1}
            aria-label={t('admin.offer.discount.value')}
            value={amount}
            disabled={disabled}
            onChange={(e) =>
              onChange(
                kind === 'percent'
                  ? { percent: Number(e.target.value || 0), reason: value.reason }
                  : { amountCents: hryvnias(e.target.value), reason: value.reason },
              )
            }
            className={`${inputBoxClass} mt-1 block w-28`}
          />
          <input
            aria-label={t('admin.offer.discount.reason')}
            placeholder={t('admin.offer.discount.reason')}
            value={value.reason}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, reason: e.target.value })}
            className={`${inputBoxClass} mt-1 block w-56`}
          />
        </>
      )}
      <FieldError fieldId={id} error={error} className="mt-1 w-full text-sm text-red-800" />
    </fieldset>
  );
}
