// A labelled text field: the label above an input (or a textarea), styled alike in every back-office form.
import type { InputHTMLAttributes } from 'react';

/** The input's box without its width and margin: for fields sized to their content (a quantity, a percent). */
export const inputBoxClass =
  'rounded-xl border border-ink/20 bg-white px-4 py-2.5 outline-none focus:border-oak focus:ring-2 focus:ring-oak/30';
export const inputClass = `mt-1.5 block w-full ${inputBoxClass}`;

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A textarea with this many rows instead of an input. */
  rows?: number;
}

export function TextField({ id, label, value, onChange, rows, ...input }: Props) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {rows ? (
        <textarea id={id} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} />
      ) : (
        <input id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} {...input} />
      )}
    </div>
  );
}
