// The order page's shared form parts: a date field with its error, the "tell the customer" box, and the first error
// of each field from a refused save.
import { errorProps, FieldError } from '../../../components/ui/FieldError.tsx';
import { inputClass } from '../../../components/ui/TextField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAdminT } from '../../admin/i18n.ts';

/** Each field's first message from a 422 (nothing for any other failure). */
export const firstErrors = (caught: unknown): Record<string, string> =>
  caught instanceof ApiError
    ? Object.fromEntries(Object.entries(caught.errors).map(([path, [first]]) => [path, first ?? '']))
    : {};

export function DateField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  max?: string;
}) {
  const { id, label, value, onChange, error, max } = props;
  return (
    <div>
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
        {...errorProps(id, error)}
      />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

/** "Tell the customer by e-mail": the change is e-mailed to the customer when ticked. */
export function TellCustomer({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useAdminT();
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-5" />
      {t('admin.order.tellCustomer')}
    </label>
  );
}
