// The catalogue's API as its integration tests call it: as the signed-in manager (a session made before the file's
// tests), and as a visitor's build reads a door. One copy for the catalogue's test files.
import { beforeAll } from 'vitest';
import products from '../../netlify/functions/products.ts';
import type { Product } from '../../src/features/catalogue/schema.ts';
import { call, signIn } from '../helpers.ts';

/**
 * A function called as the signed-in manager: `send(fn, method, body, params, more)`, `more` a path (with its query)
 * and headers besides the session's. Call once, at the file's top.
 */
export function managerCalls() {
  let session: Record<string, string> = {};
  beforeAll(async () => {
    session = { cookie: (await signIn()).cookie };
  });
  return (
    fn: Parameters<typeof call>[0],
    method: string,
    body: unknown,
    params: Record<string, string> = {},
    { path = '/', headers = {} }: { path?: string; headers?: Record<string, string> } = {},
  ) => call(fn, method, path, { body, params, headers: { ...session, ...headers } });
}

/** The door with `slug` as a visitor's build reads it (no session); undefined when none is listed. */
export const publicDoor = async (slug: string): Promise<Product | undefined> =>
  ((await (await call(products, 'GET', `/api/products?slug=${slug}`)).json()) as Product[])[0];
