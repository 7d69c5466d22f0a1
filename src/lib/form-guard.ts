// Fields every public form sends besides its own: a honeypot people never see and the time the form was opened.
import { z } from 'zod';

/** Faster than this from opening a form to sending it, a submission is almost certainly a bot. */
export const MIN_FILL_MS = 2_000;

export const FormGuard = z.object({
  /** The honeypot: hidden from people and screen readers, so only bots fill it. */
  website: z.string().max(200).optional(),
  /** When the form was opened, in ms since the epoch. */
  formStartedAt: z.number().int().positive(),
});
export type FormGuard = z.infer<typeof FormGuard>;
