// What the parts of `npm run check:functions` share: the project's root, the failure list, figures' formatting, and
// what a zip is.
import { resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../../..');

export const MB = 1_000_000;

const failures: string[] = [];
/** Records a failed check; the run goes on and fails at its end with every one listed. */
export const fail = (message: string) => failures.push(message);
export const failed = (): readonly string[] => failures;

export const mb = (bytes: number) => (bytes / MB).toFixed(2);
export const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(1));
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export interface Zip {
  name: string;
  path: string;
  size: number;
  files: number;
  sharp: boolean;
}

/** The function file the bootstrap loads, as the entry file Netlify's bundler wrote names it (relative to the zip). */
export function mainFileOf(entryText: string): string | undefined {
  const path = /getLambdaHandler\('([^']+)'\)/.exec(entryText)?.[1];
  return path?.replace(/^\.\//, '');
}
