// The minimum fill time counts from a token the server signed when the form came alive, never from a time the
// browser claims (`formStartedAt: 1` passed before the first red-team pass (decision 018)).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import contact from '../../netlify/functions/contact.ts';
import formToken from '../../netlify/functions/form-token.ts';
import { FORM_TOKEN_MAX_AGE_MS, formTokenAge } from '../../src/server/form-token.ts';
import { call, formKey, humanGuard, formToken as issueFormToken, nextIp } from '../helpers.ts';

const send = (guard: Record<string, unknown>) =>
  call(contact, 'POST', '/api/contact/general', {
    body: { name: 'Taras', email: 'taras@example.com', ...guard },
    params: { type: 'general' },
    ip: nextIp(),
  });

const EXPIRED = 'This form has expired. Please send it again.';

describe('the form token', () => {
  it('GET /api/form-token hands out a fresh token, never cached', async () => {
    const response = await call(formToken, 'GET', '/api/form-token');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { token } = (await response.json()) as { token: string };
    expect(formTokenAge(formKey, token)).toBeLessThan(1_000);
  });

  it('answers a form sent at once 422 with Retry-After, and takes the same token after the wait', async () => {
    const now = Date.now();
    const token = issueFormToken(now - 500);
    const quick = await send({ formToken: token });
    expect(quick.status).toBe(422);
    expect(quick.headers.get('retry-after')).toBe('2');
    expect(await quick.json()).toEqual({
      errors: { formToken: ['That was quick! Please check the form and send it again.'] },
    });
    expect(formTokenAge(formKey, token, now + 1_600)).toBeGreaterThanOrEqual(2_000);
  });

  it.each([
    ['no token and a claimed start time of 1', { formStartedAt: 1 }],
    ['an empty token', { formToken: '' }],
    [
      'a claimed time with a made-up signature',
      { formToken: `${(Date.now() - 60_000).toString(36)}.${'A'.repeat(43)}` },
    ],
    [
      'a token signed with another key',
      (() => {
        const issued = (Date.now() - 60_000).toString(36);
        return { formToken: `${issued}.${createHmac('sha256', 'guess').update(issued).digest('base64url')}` };
      })(),
    ],
    [
      // Until migration 0007 the key came from SESSION_SECRET; now it is the database's own (app_state, migration 0007).
      'a token signed with the key derived from SESSION_SECRET',
      (() => {
        const issued = (Date.now() - 60_000).toString(36);
        const sessionKey = createHmac('sha256', new TextEncoder().encode(process.env.SESSION_SECRET))
          .update('public form token v1')
          .digest();
        return { formToken: `${issued}.${createHmac('sha256', sessionKey).update(issued).digest('base64url')}` };
      })(),
    ],
    [
      "a genuine token's signature on another time",
      (() => {
        const [, mac] = issueFormToken(Date.now()).split('.');
        return { formToken: `${(Date.now() - 60_000).toString(36)}.${mac}` };
      })(),
    ],
    ['an expired token', { formToken: issueFormToken(Date.now() - FORM_TOKEN_MAX_AGE_MS - 1_000) }],
    ['a token from the future', { formToken: issueFormToken(Date.now() + 60 * 60_000) }],
  ])('refuses %s with 422 at formToken', async (_name, guard) => {
    const response = await send({ website: '', ...guard });
    expect(response.status).toBe(422);
    expect(response.headers.get('retry-after')).toBeNull();
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual(['formToken']);
    if ('formToken' in guard && guard.formToken) expect(errors.formToken).toEqual([EXPIRED]);
  });

  it('accepts a token older than the minimum fill time', async () => {
    expect((await send(humanGuard())).status).toBe(201);
  });
});
