// The business's details in the back office (docs/product.md#business-settings): read (the demo values until the
// first save), save (the site marked for publishing), 409 on a stale version, 422 on bad fields, admins only, CSRF.

import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import adminSettings from '../../netlify/functions/admin-settings.ts';
import { demoSettings } from '../../src/features/seed/settings.ts';
import { NO_PICTURES, type Pictures, type Settings, type SettingsView } from '../../src/features/settings/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { call, signIn } from '../helpers.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

const get = (headers: Record<string, string> = { cookie }) =>
  call(adminSettings, 'GET', '/api/admin/settings', { headers });
const put = (body: unknown, headers: Record<string, string> = { cookie }) =>
  call(adminSettings, 'PUT', '/api/admin/settings', { body, headers });
const read = async () => (await (await get()).json()) as SettingsView;
const stored = () => getDb().selectFrom('site_settings').select(['version', 'document']).executeTakeFirst();
const publishing = () =>
  getDb().selectFrom('site_publishing').select(['catalogue_changed_at', 'changed_parts']).executeTakeFirstOrThrow();
const changedAt = async () => (await publishing()).catalogue_changed_at;

describe('settings', () => {
  it('refuses a visitor without a session and a cross-site write', async () => {
    expect((await get({})).status).toBe(401);
    expect((await put({ version: 0, settings: demoSettings }, {})).status).toBe(401);
    const crossSite = await put({ version: 0, settings: demoSettings }, { cookie, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await stored()).toBeUndefined();
  });

  it('reads the demo values at version 0 before the first save', async () => {
    expect(await read()).toEqual({ version: 0, settings: demoSettings });
  });

  it('saves, marks the site for publishing, and refuses a save on a stale version', async () => {
    const before = await changedAt();
    const changed: Settings = { ...demoSettings, phones: ['+380 67 765 43 21', '+380 44 000 11 22'] };
    const first = await put({ version: 0, settings: changed });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ version: 1, settings: changed });
    expect(await read()).toEqual({ version: 1, settings: changed });
    const after = await changedAt();
    expect(after).not.toBeNull();
    expect(after?.getTime()).not.toBe(before?.getTime());
    expect(Object.keys((await publishing()).changed_parts)).toContain('settings');

    const second = await put({ version: 1, settings: { ...changed, email: 'Shop@Example.com' } });
    expect(second.status).toBe(200);
    expect(((await second.json()) as SettingsView).settings.email).toBe('shop@example.com');

    for (const version of [0, 1]) {
      const stale = await put({ version, settings: demoSettings });
      expect(stale.status).toBe(409);
      expect(((await stale.json()) as { code: string }).code).toBe('SETTINGS_CHANGED');
    }
    expect((await read()).version).toBe(2);
  });

  it.each([
    ['phones.0', { phones: ['call us'] }],
    ['phones', { phones: [] }],
    ['email', { email: 'not-an-email' }],
    ['social.0', { social: ['javascript:alert(1)'] }],
    ['location.latitude', { location: { latitude: 91, longitude: 30 } }],
    ['location.longitude', { location: { latitude: 50, longitude: -181 } }],
    ['hours.opens', { hours: { opens: '9:00', closes: '19:00' } }],
    ['hours.closes', { hours: { opens: '10:00', closes: '24:00' } }],
    ['hours.closes', { hours: { opens: '19:00', closes: '10:00' } }],
    ['registrationCode', { registrationCode: '1234' }],
    ['name.uk', { name: { en: 'Doors', uk: '' } }],
    ['address.street.en', { address: { ...demoSettings.address, street: { en: 'a\nb', uk: 'x' } } }],
    ...([
      'javascript:alert(1)',
      'https://cdn.example.com/a.jpg',
      'uploads/a.jpg',
      '/uploads/../a.jpg',
      '/uploads/a.svg',
    ].map((url) => ['pictures.share.url', { pictures: { ...NO_PICTURES, share: { url } } }]) as [
      string,
      Partial<Settings>,
    ][]),
    [
      'pictures.hero.alt.uk',
      { pictures: { ...NO_PICTURES, hero: { url: '/uploads/a.jpg', alt: { en: 'A door', uk: '' } } } },
    ],
    [
      'pictures.about.alt.en',
      { pictures: { ...NO_PICTURES, about: { url: '/uploads/a.jpg', alt: { en: ' ', uk: 'Двері' } } } },
    ],
  ])('422 on a bad %s, nothing saved', async (field, bad) => {
    const before = await stored();
    const response = await put({ version: before?.version ?? 0, settings: { ...demoSettings, ...bad } });
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toContain(`settings.${field}`);
    expect(await stored()).toEqual(before);
  });

  it('saves the pictures, and reads a document saved before pictures existed with the built-in ones', async () => {
    const current = await read();
    const pictures: Pictures = {
      hero: { url: '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.jpg', alt: { en: 'The showroom', uk: 'Шоурум' } },
      about: { url: '', alt: { en: '', uk: '' } },
      share: { url: '/uploads/seed/share.png' },
    };
    const saved = await put({ version: current.version, settings: { ...current.settings, pictures } });
    expect(saved.status).toBe(200);
    expect((await read()).settings.pictures).toEqual(pictures);

    await getDb().updateTable('site_settings').set({ document: sql`document - 'pictures'` }).execute();
    expect((await read()).settings.pictures).toEqual(NO_PICTURES);
  });

  it('answers a Ukrainian manager in Ukrainian: every message of a bad save, and the stale-version 409', async () => {
    const { version } = await read();
    const bad = {
      ...demoSettings,
      name: { en: 'Doors', uk: '' },
      legalName: { en: '', uk: '' },
      registrationCode: '1234',
      address: { street: { en: '', uk: 'a\nb' }, city: { en: '', uk: '' }, postalCode: '12' },
      phones: ['call us', '', ...Array(5).fill('+380 67 000 00 00')],
      email: 'not-an-email',
      hours: { opens: '9:00', closes: '24:00' },
      replyTime: { en: '', uk: '' },
      location: { latitude: 91, longitude: 'x' },
      social: ['javascript:alert(1)', ...Array(6).fill('https://example.com')],
      privacy: { en: '', uk: '' },
      pictures: { ...NO_PICTURES, hero: { url: '/uploads/a.svg', alt: { en: '', uk: '' } } },
    };
    const inEnglish = (await (await put({ version, settings: bad })).json()) as { errors: Record<string, string[]> };
    const answer = await put({ version, settings: bad }, { cookie, 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.8' });
    expect(answer.status).toBe(422);
    const { errors } = (await answer.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(Object.keys(inEnglish.errors).sort());
    expect(Object.keys(errors).length).toBeGreaterThan(15);
    for (const [field, messages] of Object.entries(errors)) {
      messages.forEach((message, i) => {
        expect(message, field).not.toBe(inEnglish.errors[field]?.[i]);
        expect(message, field).toMatch(/[а-яіїєґ]/i);
      });
    }
    expect(errors['settings.hours.opens']).toEqual(['Формат ГГ:ХХ, від 00:00 до 23:59']);
    expect(errors['settings.phones']).toEqual(['Не більше 5 телефонів']);

    const stale = await put({ version: version + 5, settings: demoSettings }, { cookie, 'accept-language': 'uk' });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toMatch(/^Поки ви редагували, налаштування змінив/);
    const visitor = await get({ 'accept-language': 'uk' });
    expect(((await visitor.json()) as { error: string }).error).toBe('Увійдіть, щоб продовжити');
  });

  it('422 on a missing version, or one beyond what the column holds (fuzzing found a 500 there)', async () => {
    expect((await put({ settings: demoSettings })).status).toBe(422);
    expect((await put({ version: 72_801_385_821, settings: demoSettings })).status).toBe(422);
  });
});
