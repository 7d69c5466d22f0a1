// The sign-in and first-admin forms' contracts, shared by the admin login page and the functions.
import * as z from 'zod';
import { Email } from '../../lib/contact-fields.ts';
import { PASSWORD_MIN } from '../../lib/password.ts';
import { NUL_MESSAGE, noNul, singleLine } from '../../lib/text.ts';

const PASSWORD_MAX = 1024;

export const LoginInput = z.object({
  email: singleLine(254, 'Enter your email').toLowerCase(),
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX).refine(noNul, NUL_MESSAGE),
});
export type LoginInput = z.infer<typeof LoginInput>;

/**
 * A new password's shape: what the sign-in accepts, and long enough. How guessable it is, and the rest of the policy,
 * is checked on the server by password-policy.server.ts (kept out of this module: the public functions import it).
 */
export const NewPassword = z
  .string('Enter a password')
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters`)
  .refine(noNul, NUL_MESSAGE);

/** The first admin of a site with no admin yet, allowed by the owner's ADMIN_SETUP_CODE (docs/decisions/022). */
export const SetupInput = z.object({
  code: z.string('Enter the setup code').min(1, 'Enter the setup code').max(1024).refine(noNul, NUL_MESSAGE),
  email: Email,
  password: NewPassword,
});
export type SetupInput = z.infer<typeof SetupInput>;

/** GET /api/auth/setup: whether "Create the first admin" is offered, and nothing more. */
export interface SetupState {
  open: boolean;
}

export interface SessionUser {
  id: string;
  email: string;
}

/** The signed-in admin's own password, asked again before a change a stolen session must not make alone. */
const CurrentPassword = z.string('Enter your current password').min(1, 'Enter your current password').max(PASSWORD_MAX);

/** POST /api/auth/password: the admin's own password, changed (every other session of theirs is signed out). */
export const PasswordChange = z.object({ currentPassword: CurrentPassword, newPassword: NewPassword });
export type PasswordChange = z.infer<typeof PasswordChange>;

/** POST /api/admin/admins: another admin, with a first password the adding admin passes on, and the adder's own. */
export const NewAdmin = z.object({ email: Email, password: NewPassword, currentPassword: CurrentPassword });
export type NewAdmin = z.infer<typeof NewAdmin>;

/** PATCH /api/admin/admins/:id: disable or enable, confirmed with the acting admin's own password. */
export const AdminPatch = z
  .object({ disabled: z.boolean('Use true or false'), currentPassword: CurrentPassword })
  .strict();
export type AdminPatch = z.infer<typeof AdminPatch>;

/** An admin as the back office lists them. */
export interface AdminAccount {
  id: string;
  email: string;
  createdAt: string;
  lastLoginAt: string | null;
  disabled: boolean;
  /** Who added them in the back office; null for the first admin and those made with npm run admin:create. */
  createdBy: string | null;
  /** The admin reading the list. */
  you: boolean;
}
