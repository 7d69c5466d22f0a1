// The USD→UAH rate as the back office reads and sets it: 4 decimals, stored as an integer of 1/10,000 (decision 006).
import * as z from 'zod';
import { IsoDate } from '../../lib/fields.ts';

const RATE_MESSAGE = 'Enter a valid positive rate';
/** Far above any real USD→UAH rate, far below what the integer column holds. */
const MAX_RATE = 10_000;

export const RateInput = z.object({
  rate: z
    .number(RATE_MESSAGE)
    .refine((rate) => Number.isFinite(rate) && rate >= 0.0001 && rate <= MAX_RATE, { error: RATE_MESSAGE, abort: true })
    // step 0.0001: 41.23456 is refused rather than silently rounded
    .refine((rate) => Math.abs(rate * 10_000 - Math.round(rate * 10_000)) < 1e-6, 'Use at most 4 decimals'),
  /** Defaults to today (UTC). */
  asOfDate: IsoDate.optional(),
});
export type RateInput = z.infer<typeof RateInput>;

export interface RateView {
  id: string;
  rate: number;
  /** YYYY-MM-DD */
  asOf: string;
  source: 'MANUAL';
  createdAt: string;
}

export interface RateHistory {
  current: RateView | null;
  items: RateView[];
}
