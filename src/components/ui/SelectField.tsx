// A labelled choice from a list: the label above a select, styled like TextField's input, its error tied to it.
import type { SelectHTMLAttributes } from 'react';
import { errorProps, FieldError } from './FieldError.tsx';
import { inputClass } from './TextField.tsx';

interface Props<Value extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly { value: Value; label: string }[];
  error?: string | null;
  /** Added to the select's classes (e.g. 'w-auto'). */
  className?: string;
}

export function SelectField<Value extends string>(props: Props<Value>) {
  const { id, label, value, onChange, options, error, className, ...select } = props;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        // The select offers only `options`, so its value is one of theirs.
        onChange={(e) => onChange(e.target.value as Value)}
        className={className ? `${inputClass} ${className}` : inputClass}
        {...errorProps(id, error)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
