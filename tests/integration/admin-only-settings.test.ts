// The public API does not depend on admin-only settings (docs/decisions/019): a short or missing SESSION_SECRET turns admin
// sign-in off, with a logged message that names the variable and never its value, while prices, form tokens and the
// public forms keep answering. Before, env() checked SESSION_SECRET with everything else and took every endpoint down.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import login from '../../netlify/functions/auth-login.ts';
import contact from '../../netlify/functions/contact.ts';
import formTokenRoute from '../../netlify/functions/form-token.ts';
import price from '../../netlify/functions/price.ts';
import quotes from '../../netlify/functions/quotes.ts';
import { hashPassword } from '../../src/features/auth/password.server.ts';
import { getDb } from '../../src/server/db.ts';
import { env, resetEnv } from '../../src/server/env.ts';
import { formTokenAge } from '../../src/server/form-token.ts';
import { call, formKey, humanGuard, nextIp } from '../helpers.ts';
import { expectConsoleError } from '../setup/console.ts';

const EMAIL = 'settings-admin@example.com';
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  await getDb()
    .insertInto('admin_users')
    .values({ email: EMAIL, password_hash: await hashPassword(PASSWORD) })
    .execute();
});

afterAll(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

function publicApiAnswers() {
  it('prices a door', async () => {
    const response = await call(price, 'POST', '/api/price', { body: { productSlug: 'classic-oak', selections: {} } });
    expect(response.status).toBe(200);
  });

  it('hands out a form token signed with the key the forms check', async () => {
    const response = await call(formTokenRoute, 'GET', '/api/form-token');
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect(formTokenAge(formKey, token)).toBeLessThan(1_000);
  });

  it('takes an enquiry and a quote', async () => {
    const enquiry = await call(contact, 'POST', '/api/contact/general', {
      body: { name: 'Taras', email: 'taras@example.com', message: 'Hello', ...humanGuard() },
      params: { type: 'general' },
      ip: nextIp(),
    });
    expect(enquiry.status).toBe(201);
    const quote = await call(quotes, 'POST', '/api/quotes', {
      body: { productSlug: 'classic-oak', selections: {}, customer: { name: 'Iryna', phone: '+380671234567' } },
      ip: nextIp(),
    });
    // The body above has no guard: 422 proves the function ran its checks rather than failing on the environment.
    expect(quote.status).toBe(422);
    const guarded = await call(quotes, 'POST', '/api/quotes', {
      body: {
        productSlug: 'classic-oak',
        selections: {},
        customer: { name: 'Iryna', phone: '+380671234567' },
        ...humanGuard(),
      },
      ip: nextIp(),
    });
    expect(guarded.status).toBe(201);
  });
}

/** Signing in with the right password reaches the session key: 500, logged with the variable's name only. */
function signInFailsNaming(secret: string | undefined) {
  it('answers sign-in 503 with a logged message naming SESSION_SECRET, never its value', async () => {
    expectConsoleError(1);
    const spy = vi.mocked(console.error);
    const response = await call(login, 'POST', '/api/auth/login', {
      body: { email: EMAIL, password: PASSWORD },
      ip: nextIp(),
    });
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(body).not.toContain('SESSION_SECRET');
    expect(response.headers.get('set-cookie')).toBeNull();
    const logged = spy.mock.calls.flat().map(String).join(' ');
    expect(logged).toContain('SESSION_SECRET');
    if (secret) {
      expect(logged).not.toContain(secret);
      expect(body).not.toContain(secret);
    }
  });
}

describe('with a SESSION_SECRET that is too short', () => {
  const secret = 'short';
  beforeAll(() => {
    vi.stubEnv('SESSION_SECRET', secret);
    resetEnv();
  });

  publicApiAnswers();
  signInFailsNaming(secret);
});

describe('with no SESSION_SECRET in a deployed function (AWS_LAMBDA_FUNCTION_NAME set)', () => {
  beforeAll(() => {
    vi.stubEnv('SESSION_SECRET', undefined);
    resetEnv();
    // A warm instance: the environment and the database were read before this request; what changes is only where the
    // code runs, which src/server/platform.ts reads from the variable Lambda always sets.
    env();
    getDb();
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'auth-login');
  });

  publicApiAnswers();
  signInFailsNaming(undefined);
});
