// Names of this run's test databases: doors_t_<unix seconds>_<random>, so leftovers can be aged and dropped.
import { randomBytes } from 'node:crypto';

export const DB_PREFIX = 'doors_t_';
export const newRunId = () => `${DB_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;

/** The creation time (ms) encoded in a test database's name, or undefined when the name is not ours. */
export function createdAt(name: string): number | undefined {
  const match = new RegExp(`^${DB_PREFIX}(\\d+)_`).exec(name);
  return match ? Number(match[1]) * 1000 : undefined;
}
