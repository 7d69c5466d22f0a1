// @vitest-environment jsdom
// api() announces every write the server accepted, so the back office's sidebar can refresh what a save changed (the
// publishing status, the badges) at once; a read or a refused write announces nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_WRITE_EVENT, ApiError, api } from './api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answering(status: number, body: unknown = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

async function writesSeen(call: () => Promise<unknown>): Promise<number> {
  let seen = 0;
  const count = () => seen++;
  window.addEventListener(API_WRITE_EVENT, count);
  try {
    await call().catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
    });
  } finally {
    window.removeEventListener(API_WRITE_EVENT, count);
  }
  return seen;
}

describe('api() and writes', () => {
  it.each([
    ['a POST with a body', { body: { rate: 41.5 } }, 1],
    ['a PUT', { method: 'PUT', body: {} }, 1],
    ['a DELETE', { method: 'DELETE' }, 1],
    ['a POST without a body', { method: 'POST' }, 1],
    ['a GET', {}, 0],
  ] as const)('announces %s the server accepted: %i', async (_name, options, expected) => {
    answering(200);
    expect(await writesSeen(() => api('/api/admin/fx', options))).toBe(expected);
  });

  it('announces nothing when the server refused the write', async () => {
    answering(422, { errors: { rate: ['Enter a rate'] } });
    expect(await writesSeen(() => api('/api/admin/fx', { body: { rate: -1 } }))).toBe(0);
  });
});
