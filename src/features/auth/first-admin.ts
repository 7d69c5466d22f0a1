// "Create the first admin" on /admin/login (docs/decisions/022): what the form says before it sends, and what it
// makes of the server's answer. Pure, so its table tests need no browser.
import { ApiError } from '../../lib/api.ts';
import { PASSWORD_MIN } from '../../lib/password.ts';

export interface FirstAdminValues {
  code: string;
  email: string;
  password: string;
}

/** A message per field, and one for the whole form; empty when there is nothing to say. */
export type FirstAdminErrors = Partial<Record<keyof FirstAdminValues | 'form', string>>;

/** The checks worth making before a request: each field filled in, the password long enough. */
export function checkFirstAdmin({ code, email, password }: FirstAdminValues): FirstAdminErrors {
  const errors: FirstAdminErrors = {};
  if (!code.trim()) errors.code = 'Enter the setup code';
  if (!email.trim()) errors.email = 'Enter your email';
  if (!password) errors.password = 'Enter a password';
  else if (password.length < PASSWORD_MIN) errors.password = `Use at least ${PASSWORD_MIN} characters`;
  return errors;
}

const FIELDS = ['code', 'email', 'password'] as const;

/** The server's refusal, as the form shows it. */
export function firstAdminErrors(error: unknown): FirstAdminErrors {
  if (!(error instanceof ApiError)) return { form: 'Something went wrong. Please try again.' };
  if (error.status === 422) {
    const errors: FirstAdminErrors = {};
    for (const field of FIELDS) {
      const message = error.errors[field]?.[0];
      if (message) errors[field] = message;
    }
    return Object.keys(errors).length ? errors : { form: error.message };
  }
  // Someone else created the first admin meanwhile: only signing in is left.
  if (error.status === 404) return { form: 'An admin already exists. Sign in instead.' };
  // A rate limit or a setting the owner must fix: the server's message says which.
  if (error.status === 429 || error.status === 503) return { form: error.message };
  return { form: 'Creating the admin failed. Please try again.' };
}
