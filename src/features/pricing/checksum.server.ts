// The checksum a configurator sends back with a price request, to detect that the option schema changed meanwhile.
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../lib/canonical-json.ts';
import type { OptionSchema } from './schema.ts';

export function schemaChecksum(schema: OptionSchema): string {
  return createHash('sha256').update(canonicalJson(schema)).digest('hex').slice(0, 16);
}
