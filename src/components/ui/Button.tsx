// The one button: a pill in one of the site's looks (or a quiet, link-like one), in one of its sizes; a plain button
// unless `type` says otherwise, so it never submits a form by accident. Presentational: every other prop a <button>
// takes is passed on. A link that looks like a button takes the same classes from `buttonClass`.
// Not in the configurator's islands (Configurator, QuoteDialog with QuoteParts, StickyTotal, AddToProject): this
// module is a chunk of its own, ≈ 0.5 KB gzipped, more than the class strings it would replace there, and those pages
// are at their JS budgets (npm run budget:js).
import type { ComponentProps } from 'react';

const variants = {
  /** The main action: dark. */
  primary: 'rounded-full bg-ink font-medium text-sand hover:bg-oak-dark',
  /** A door page's call to action: oak. */
  accent: 'rounded-full bg-oak-dark font-medium text-white hover:bg-ink',
  /** The main action on a dark band (the phone's sticky total, the project's summary). */
  light: 'rounded-full bg-sand font-medium text-ink hover:bg-white',
  /** Any other action: outlined. */
  secondary: 'rounded-full ring-1 ring-ink/20 hover:bg-white',
  /** Outlined on a dark band. */
  'secondary-light': 'rounded-full ring-1 ring-sand/40 hover:bg-sand/10',
  /** What deletes for good. */
  danger: 'rounded-full text-red-800 ring-1 ring-red-800/40 hover:bg-red-50',
  /** Reads as a link (Edit, Delete, Sign out); its colour from `className`. */
  quiet: 'underline-offset-4 hover:underline',
};

/**
 * Height, padding and text: `lg` on the public pages (48 px), `md` in the back office (44 px), `sm` in a list's row;
 * `-wide` for a form's send, `-snug` in a row of actions. `none`: sized by `className` (a quiet one, a dialog's foot).
 */
const sizes = {
  lg: 'min-h-12 px-6',
  'lg-wide': 'min-h-12 px-8',
  'lg-snug': 'min-h-12 px-5',
  md: 'min-h-11 px-5 text-sm',
  'md-wide': 'min-h-11 px-6 text-sm',
  'md-snug': 'min-h-11 px-4 text-sm',
  sm: 'min-h-10 px-4 text-sm',
  none: '',
};

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The classes of a button of this look and size, with `extra` (margins, layout, a disabled look) after them. */
export const buttonClass = (variant: ButtonVariant, size: ButtonSize, extra = '') =>
  `${sizes[size]} ${variants[variant]} ${extra}`.trim();

interface Props extends ComponentProps<'button'> {
  variant: ButtonVariant;
  size: ButtonSize;
}

export function Button({ variant, size, type = 'button', className, ...button }: Props) {
  return <button type={type} className={buttonClass(variant, size, className)} {...button} />;
}
