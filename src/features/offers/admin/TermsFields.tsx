// The offer's own terms in the draft: a discount on the whole offer, the prepayment percent, the last day it may be
// accepted, the lead time and the note to the customer (written in their language).
import { useId } from 'react';
import { errorProps, FieldError } from '../../../components/ui/FieldError.tsx';
import { inputBoxClass, inputClass } from '../../../components/ui/TextField.tsx';
import { useAdminT } from '../../admin/i18n.ts';
import type { OfferDraft } from '../schema.ts';
import { DiscountFields } from './LineEditor.tsx';

interface Props {
  draft: OfferDraft;
  /** The server's errors by path (`draft.prepaymentPercent` or `prepaymentPercent`). */
  errors: Record<string, string[]>;
  disabled: boolean;
  onChange: (draft: OfferDraft) => void;
}

export function TermsFields({ draft, errors, disabled, onChange }: Props) {
  const { t } = useAdminT();
  const id = useId();
  const error = (field: string) => (errors[field] ?? errors[`draft.${field}`])?.[0];
  const field = (name: 'prepaymentPercent' | 'leadTimeWeeks', label: string, max: number) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-xs font-medium text-stone">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="number"
        inputMode="numeric"
        min={name === 'leadTimeWeeks' ? 1 : 0}
        max={max}
        step={1}
        value={draft[name]}
        disabled={disabled}
        onChange={(e) => onChange({ ...draft, [name]: Number(e.target.value || 0) })}
        className={`${inputBoxClass} mt-1 block w-28`}
        {...errorProps(`${id}-${name}`, error(name))}
      />
      <FieldError fieldId={`${id}-${name}`} error={error(name)} />
    </div>
  );
  return (
    <section aria-labelledby={`${id}-terms`} className="space-y-4 rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5">
      <h2 id={`${id}-terms`} className="font-serif text-2xl">
        {t('admin.offer.terms')}
      </h2>
      <DiscountFields
        id={`${id}-discount`}
        legend={t('admin.offer.offerDiscount')}
        value={draft.discount}
        disabled={disabled}
        error={error('discount')}
        onChange={(discount) => onChange({ ...draft, discount })}
      />
      <div className="flex flex-wrap gap-4">
        {field('prepaymentPercent', t('admin.offer.prepayment'), 100)}
        <div>
          <label htmlFor={`${id}-valid`} className="text-xs font-medium text-stone">
            {t('admin.offer.validUntil')}
          </label>
          <input
            id={`${id}-valid`}
            type="date"
            value={draft.validUntil}
            disabled={disabled}
            onChange={(e) => onChange({ ...draft, validUntil: e.target.value })}
            className={`${inputBoxClass} mt-1 block w-auto`}
            {...errorProps(`${id}-valid`, error('validUntil'))}
          />
          <FieldError fieldId={`${id}-valid`} error={error('validUntil')} />
        </div>
        {field('leadTimeWeeks', t('admin.offer.leadTime'), 52)}
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="text-xs font-medium text-stone">
          {t('admin.offer.note')}
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          value={draft.note ?? ''}
          disabled={disabled}
          onChange={(e) => onChange({ ...draft, note: e.target.value || null })}
          className={`${inputClass} mt-1`}
          {...errorProps(`${id}-note`, error('note'))}
        />
        <FieldError fieldId={`${id}-note`} error={error('note')} />
      </div>
    </section>
  );
}
