// Fields every public form sends besides its own: a honeypot people never see and the form token the server issued
// when the form came alive (GET /api/form-token), which dates the filling without trusting the browser's clock.
import * as z from 'zod';

export const FormGuard = z.object({
  /** The honeypot: hidden from people and screen readers, so only bots fill it. */
  website: z.string().max(200).optional(),
  /** The server-signed time the form was opened (src/server/form-token.ts); checked by submitPublicForm. */
  formToken: z.string('Reload the page and send the form again').max(100),
});
export type FormGuard = z.infer<typeof FormGuard>;
