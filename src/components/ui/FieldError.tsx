// The one way a form shows what is wrong: a field's own message tied to its input (aria-invalid + aria-describedby),
// and a form-wide message announced as an alert.
import type { ReactNode } from 'react';

/** The id of a field's error text, from the field's id. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/** What an input with this error carries: invalid, and described by the error text. */
export function errorProps(fieldId: string, error: string | undefined | null) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(fieldId) : undefined,
  } as const;
}

interface FieldErrorProps {
  fieldId: string;
  error: string | undefined | null;
  className?: string;
}

/** The error text under a field (nothing when the field is fine). */
export function FieldError({ fieldId, error, className = 'mt-1.5 text-sm text-red-800' }: FieldErrorProps) {
  if (!error) return null;
  return (
    <span id={errorIdOf(fieldId)} className={`block ${className}`}>
      {error}
    </span>
  );
}

/** A message about the whole form (a failed save, a refused sign-in), read out as soon as it shows. */
export function FormError({ children, className = '', id }: { children: ReactNode; className?: string; id?: string }) {
  if (!children) return null;
  return (
    <p role="alert" id={id} className={`text-sm text-red-800 ${className}`.trim()}>
      {children}
    </p>
  );
}
