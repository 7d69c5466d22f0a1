// The editable prices, one fieldset per group: each field shows what was typed or the stored value, edited items are
// marked, and a refused value shows its message next to its field.
import { errorProps, FieldError } from '../../../components/ui/FieldError.tsx';
import { useAdminT } from '../../admin/i18n.ts';
import { type EditableItem, fieldKey, idOf, isFieldEdited, type Section, shown, type Typed } from './pricing-editor.ts';

interface Props {
  sections: Section[];
  typed: Typed;
  edited: EditableItem[];
  fieldErrors: Record<string, string>;
  onType: (key: string, text: string) => void;
}

const STEPS = { USD: '0.01', mm: '10', '%': '0.5' } as const;

export function PriceSections({ sections, typed, edited, fieldErrors, onType }: Props) {
  const { t } = useAdminT();
  return sections.map((section) => (
    <fieldset key={section.group} className="rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5">
      <legend className="px-1 font-serif text-2xl">{section.group}</legend>
      <ul className="mt-2 divide-y divide-ink/5">
        {section.items.map((item) => {
          const changed = edited.includes(item);
          return (
            <li
              key={item.key}
              className="flex flex-wrap items-end justify-between gap-3 py-3"
              data-edited={changed || undefined}
            >
              <span className="min-w-48 flex-1 text-sm">
                {item.label}
                {changed && <span className="ml-2 text-xs font-medium text-oak-dark">{t('admin.pricing.edited')}</span>}
              </span>
              <span className="flex flex-wrap gap-3">
                {item.fields.map((field) => {
                  const key = fieldKey(item, field.name);
                  const error = fieldErrors[key];
                  const border = error
                    ? 'border-red-700'
                    : isFieldEdited(typed, item, field)
                      ? 'border-oak ring-1 ring-oak'
                      : 'border-ink/20';
                  return (
                    <label key={field.name} className="text-xs text-stone">
                      {field.label} ({field.unit})
                      <input
                        type="number"
                        inputMode="decimal"
                        min="0"
                        step={STEPS[field.unit]}
                        value={shown(typed, item, field)}
                        onChange={(e) => onType(key, e.target.value)}
                        aria-label={t('admin.pricing.fieldLabel', {
                          item: item.label,
                          field: field.label.toLowerCase(),
                          unit: field.unit,
                        })}
                        {...errorProps(idOf(key), error)}
                        className={`mt-1 block w-28 rounded-xl border bg-white px-3 py-2 text-right text-sm text-ink tabular-nums outline-none focus:ring-2 focus:ring-oak/30 ${border}`}
                      />
                      <FieldError fieldId={idOf(key)} error={error} className="mt-1 max-w-28 text-red-800" />
                    </label>
                  );
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  ));
}
