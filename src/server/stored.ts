// A jsonb snapshot checked against its schema as it leaves the database, so a broken row fails loudly where it is read.
import * as z from 'zod';

/**
 * The value parsed by `schema`, or an Error naming the row (`where`: its table, id and column), which handle() logs and
 * answers 500: never a crash in the UI.
 */
export function stored<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(`${where} is not a snapshot this code can read: ${z.prettifyError(result.error)}`, {
    cause: result.error,
  });
}
