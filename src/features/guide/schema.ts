// The buyer's answers (docs/product.md#answers): how the shop works, step by step, and the questions buyers ask before
// they call — in both languages, edited in Settings → Answers as Markdown and built into static pages. Shared by the
// back office's form and the functions: no server imports here.
import * as z from 'zod';
import { both, multiLine, singleLine } from '../../lib/text.ts';

/** The steps of "How we work", in the page's order; each is a section with its own anchor (#measuring …). */
export const STEPS = ['measuring', 'making', 'delivery', 'payment', 'warranty'] as const;
export type Step = (typeof STEPS)[number];

const Text = multiLine(8000, 'Enter the text');

export const FaqEntry = z.object({
  question: both(singleLine(200, 'Enter the question')),
  answer: both(multiLine(3000, 'Enter the answer')),
});
export type FaqEntry = z.infer<typeof FaqEntry>;

export const Guide = z.object({
  steps: z.object({
    measuring: both(Text),
    making: both(Text),
    delivery: both(Text),
    payment: both(Text),
    warranty: both(Text),
  }),
  faq: z.array(FaqEntry).max(40, 'At most 40 questions'),
});
export type Guide = z.infer<typeof Guide>;

/** PUT /api/admin/guide: the answers and the version they were read at (0: never saved). */
export const SaveGuide = z.object({ version: z.int32().min(0), settings: Guide });
export type SaveGuide = z.infer<typeof SaveGuide>;

/** GET /api/admin/guide */
export interface GuideView {
  version: number;
  settings: Guide;
}
