import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import contact from '../../netlify/functions/contact.ts';
import type { EnquiryCreated } from '../../src/features/enquiries/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { limits } from '../../src/server/rate-limit.ts';
import { call, formToken, humanGuard, nextIp } from '../helpers.ts';

const send = (type: string, body: unknown, init: { key?: string; ip?: string } = {}) =>
  call(contact, 'POST', `/api/contact/${type}`, {
    body,
    params: { type },
    ip: init.ip ?? nextIp(),
    headers: init.key ? { 'idempotency-key': init.key } : {},
  });

const general = (overrides: Record<string, unknown> = {}) => ({
  name: 'Taras',
  email: 'taras@example.com',
  phone: '',
  message: 'Do you install in Lviv?',
  ...humanGuard(),
  ...overrides,
});
const furniture = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maria',
  email: '',
  phone: '+380501112233',
  message: 'A wardrobe for a 2.4 m niche',
  ...humanGuard(),
  ...overrides,
});

describe('POST /api/contact/general', () => {
  it('stores a GENERAL enquiry; phone and message are optional', async () => {
    const response = await send('general', general({ message: undefined }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as EnquiryCreated;
    expect(body).toMatchObject({ type: 'GENERAL', id: expect.any(String), createdAt: expect.any(String) });
    const row = await getDb().selectFrom('inquiries').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      type: 'GENERAL',
      name: 'Taras',
      email: 'taras@example.com',
      phone: null,
      message: null,
    });
  });

  it.each([
    [{ name: ' ' }, 'name'],
    [{ email: '' }, 'email'],
    [{ email: 'taras@' }, 'email'],
    [{ name: 'x'.repeat(121) }, 'name'],
    [{ name: 42 }, 'name'],
    [{ phone: 'abc' }, 'phone'],
  ])('refuses %o with 422 naming %s', async (overrides, field) => {
    const response = await send('general', general(overrides));
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([field]);
  });
});

describe('POST /api/contact/furniture', () => {
  it('stores a FURNITURE enquiry; email is optional', async () => {
    const response = await send('furniture', furniture());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as EnquiryCreated;
    const row = await getDb().selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'FURNITURE', name: 'Maria', email: null, phone: '+380501112233' });
  });

  it.each([
    [{ phone: '' }, 'phone'],
    [{ message: '' }, 'message'],
    [{ email: 'maria-at-example' }, 'email'],
  ])('refuses %o with 422 naming %s', async (overrides, field) => {
    const response = await send('furniture', furniture(overrides));
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([field]);
  });
});

describe('both forms', () => {
  it('answers 404 for another form name', async () => {
    expect((await send('complaints', general())).status).toBe(404);
  });

  it('replays a retry with the same Idempotency-Key and stores one enquiry', async () => {
    const key = randomUUID();
    const body = furniture({ name: `Once ${key}` });
    const first = await send('furniture', body, { key });
    const again = await send('furniture', body, { key });
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    const rows = await getDb().selectFrom('inquiries').select('id').where('name', '=', body.name).execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps the keys of the two forms apart', async () => {
    const key = randomUUID();
    expect((await send('general', general(), { key })).status).toBe(201);
    expect((await send('furniture', furniture(), { key })).status).toBe(201);
  });

  it('refuses a honeypot and a too-fast form', async () => {
    expect((await send('general', general({ website: 'spam' }))).status).toBe(422);
    expect((await send('furniture', furniture({ formToken: formToken() }))).status).toBe(422);
  });

  it('limits each form per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < limits.generalEnquiry.max; i++)
      expect((await send('general', general(), { ip })).status).toBe(201);
    const limited = await send('general', general(), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('furniture', furniture(), { ip })).status).toBe(201);
  });
});
