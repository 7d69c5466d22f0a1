// The buyer's answers in the back office (docs/product.md#answers): the built-in texts at version 0, a save (the site
// marked for publishing), 409 on a stale version, 422 with the field's path on bad input, admins only, CSRF.
import { beforeAll, describe, expect, it } from 'vitest';
import adminGuide from '../../netlify/functions/admin-guide.ts';
import { DEFAULT_GUIDE } from '../../src/features/guide/defaults.ts';
import type { Guide, GuideView } from '../../src/features/guide/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { call, signIn } from '../helpers.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

const get = (headers: Record<string, string> = { cookie }) => call(adminGuide, 'GET', '/api/admin/guide', { headers });
const put = (body: unknown, headers: Record<string, string> = { cookie }) =>
  call(adminGuide, 'PUT', '/api/admin/guide', { body, headers });
const publishing = () =>
  getDb().selectFrom('site_publishing').select(['catalogue_changed_at', 'changed_parts']).executeTakeFirstOrThrow();

describe('the buyer’s answers', () => {
  it('refuses a visitor without a session and a cross-site write', async () => {
    expect((await get({})).status).toBe(401);
    expect((await put({ version: 0, settings: DEFAULT_GUIDE }, {})).status).toBe(401);
    expect(
      (await put({ version: 0, settings: DEFAULT_GUIDE }, { cookie, origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect(await getDb().selectFrom('guide_settings').selectAll().executeTakeFirst()).toBeUndefined();
  });

  it('reads the built-in answers at version 0, saves, and refuses a stale version', async () => {
    expect((await (await get()).json()) as GuideView).toEqual({ version: 0, settings: DEFAULT_GUIDE });
    const before = (await publishing()).catalogue_changed_at;
    const changed: Guide = {
      ...DEFAULT_GUIDE,
      faq: [
        {
          question: { en: 'Do you deliver?', uk: 'Ви доставляєте?' },
          answer: { en: 'Yes.\r\n\r\nAll over Kyiv.', uk: 'Так.' },
        },
      ],
    };
    const saved = await put({ version: 0, settings: changed });
    expect(saved.status).toBe(200);
    const view = (await saved.json()) as GuideView;
    expect(view.version).toBe(1);
    expect(view.settings.faq[0]?.answer.en).toBe('Yes.\n\nAll over Kyiv.');
    expect((await (await get()).json()) as GuideView).toEqual(view);
    const marked = await publishing();
    expect(marked.catalogue_changed_at?.getTime()).not.toBe(before?.getTime());
    expect(Object.keys(marked.changed_parts)).toContain('settings');

    const stale = await put({ version: 0, settings: DEFAULT_GUIDE });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { code: string }).code).toBe('GUIDE_CHANGED');
  });

  it('answers 422 with the field’s path for an empty question, a step too long or too many questions', async () => {
    const { version } = (await (await get()).json()) as GuideView;
    const cases: [Guide, string][] = [
      [
        { ...DEFAULT_GUIDE, faq: [{ question: { en: ' ', uk: 'Так?' }, answer: { en: 'a', uk: 'б' } }] },
        'settings.faq.0.question.en',
      ],
      [
        { ...DEFAULT_GUIDE, steps: { ...DEFAULT_GUIDE.steps, warranty: { en: 'x'.repeat(8001), uk: 'г' } } },
        'settings.steps.warranty.en',
      ],
      [
        { ...DEFAULT_GUIDE, faq: Array.from({ length: 41 }, () => DEFAULT_GUIDE.faq[0] as Guide['faq'][number]) },
        'settings.faq',
      ],
    ];
    for (const [settings, path] of cases) {
      const refused = await put({ version, settings });
      expect(refused.status, path).toBe(422);
      expect(Object.keys(((await refused.json()) as { errors: Record<string, string[]> }).errors)).toContain(path);
    }
    expect(((await (await get()).json()) as GuideView).version).toBe(version);
  });
});
