// The sign-in form's contract, shared by the admin login page and the function.
import * as z from 'zod';
import { NUL_MESSAGE, noNul, singleLine } from '../../lib/text.ts';

export const LoginInput = z.object({
  email: singleLine(254, 'Enter your email').toLowerCase(),
  password: z.string().min(1, 'Enter your password').max(1024).refine(noNul, NUL_MESSAGE),
});
export type LoginInput = z.infer<typeof LoginInput>;

export interface SessionUser {
  id: string;
  email: string;
}
