// The sign-in form's contract, shared by the admin login page and the function.
import { z } from 'zod';

export const LoginInput = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Enter your email').max(254),
  password: z.string().min(1, 'Enter your password').max(1024),
});
export type LoginInput = z.infer<typeof LoginInput>;

export interface SessionUser {
  id: string;
  email: string;
}
