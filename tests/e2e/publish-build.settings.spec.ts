// After the build (docs/decisions/023): the shop edits a door's Ukrainian texts, its phone and the exchange rate in
// the back office's API; the site is marked for publishing with those parts waiting; then the pages are built again
// (`astro build`, as Netlify's build would, into a folder of its own, from the database the e2e server uses) and the
// built pages show the edits: the /uk/ collection page, the door's page and the configurator name the door in
// Ukrainian; the footer, the contact page and the JSON-LD carry the new phone; the listing's "from" price is the price
// the server now gives its cheapest configuration. Runs in the 'settings' project (alone, last); it restores what it
// changed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { buildSite, builtPage, e2eDatabaseUrl } from './build-site.ts';
import { expect, query, signIn, test } from './fixtures.ts';

const csrf = { 'x-requested-with': 'fetch' };

const page = builtPage;

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

test('door texts, the phone and the rate reach the built pages', async ({ page: browser, baseURL }) => {
  test.setTimeout(420_000);
  await signIn(browser);
  const request = browser.request;
  const suffix = Date.now().toString(36);

  // A door with a Ukrainian name and description, a new phone, a new rate.
  const collections = await json<{ id: string; slug: string }[]>(request, '/api/collections?categorySlug=interior');
  const modern = collections.find((c) => c.slug === 'modern');
  const created = await request.post('/api/products', {
    headers: csrf,
    data: {
      nameEn: `Harbour ${suffix}`,
      nameUk: `Гавань ${suffix}`,
      descriptionUk: 'Рифлений дуб із латунною смугою.',
      basePriceCents: 51_000,
      categorySlug: 'interior',
      collectionId: modern?.id,
    },
  });
  expect(created.status()).toBe(201);
  const door = (await created.json()) as { id: string; slug: string };

  const settings = await json<{ version: number; settings: { phones: string[] } }>(request, '/api/admin/settings');
  const phone = '+380 67 765 43 21';
  const replyTime = { en: 'by the next working day', uk: 'до наступного робочого дня' };
  const saved = await request.put('/api/admin/settings', {
    headers: csrf,
    data: { version: settings.version, settings: { ...settings.settings, phones: [phone], replyTime } },
  });
  expect(saved.status()).toBe(200);

  const before = await json<{ rate: number }>(request, '/api/admin/fx/current');
  const rate = Math.round((before.rate + 1.37) * 100) / 100;
  expect((await request.post('/api/admin/fx', { headers: csrf, data: { rate } })).status()).toBe(201);

  const status = await json<{ pending: boolean; waiting: string[]; automatic: boolean }>(request, '/api/admin/publish');
  expect(status).toMatchObject({ pending: true, automatic: false });
  expect(status.waiting).toEqual(expect.arrayContaining(['catalogue', 'rate', 'settings']));

  const outDir = await mkdtemp(join(tmpdir(), 'doors-e2e-build-'));
  try {
    await buildSite(outDir, await e2eDatabaseUrl(), baseURL ?? '');

    // The door in Ukrainian: its collection's page, its own page, the configurator's preview.
    const collection = await page(outDir, 'uk/interior-doors/modern');
    expect(collection).toContain(`Гавань ${suffix}`);
    expect(
      jsonLd(collection)
        .map((data) => JSON.stringify(data))
        .join(),
    ).toContain(`Гавань ${suffix}`);
    const own = await page(outDir, `uk/interior-doors/modern/${door.slug}`);
    expect(own).toMatch(new RegExp(`<h1[^>]*>Гавань ${suffix}</h1>`));
    expect(own).toContain('Рифлений дуб із латунною смугою.');
    expect(jsonLd(own)).toContainEqual(expect.objectContaining({ '@type': 'Product', name: `Гавань ${suffix}` }));
    expect(await page(outDir, 'uk/customizer')).toContain(`Гавань ${suffix}`);
    expect(await page(outDir, `interior-doors/modern/${door.slug}`)).toMatch(
      new RegExp(`<h1[^>]*>Harbour ${suffix}</h1>`),
    );

    // The phone: footer (every page), the contact page, the business's JSON-LD.
    for (const path of ['', 'uk', 'contact', 'uk/contact']) {
      const html = await page(outDir, path);
      expect(html.match(/<footer[\s\S]*<\/footer>/)?.[0], path).toContain(phone);
    }
    const contact = await page(outDir, 'uk/contact');
    expect(contact).toContain(`tel:${phone.replaceAll(' ', '')}`);
    expect(jsonLd(contact)).toContainEqual(expect.objectContaining({ telephone: phone }));
    // The reply-time promise: the contact page's lead, its form's success text, the quote dialog's "what next".
    expect(contact).toContain('Ми відповімо вам до наступного робочого дня.');
    expect(await page(outDir, 'contact')).toContain('get back to you by the next working day.');
    expect(await page(outDir, 'uk/customizer')).toContain('Менеджер зв’яжеться з вами до наступного робочого дня');

    // The listing's "from" is what the server now charges for the cheapest configuration, at the new rate.
    const [oak] = await json<{ fromSelections: Record<string, unknown> }[]>(request, '/api/products?slug=classic-oak');
    const priced = await request.post('/api/price', {
      data: { productSlug: 'classic-oak', selections: oak?.fromSelections, lang: 'uk' },
    });
    expect(priced.status()).toBe(200);
    const { totalPriceCents, rate: pricedAt } = (await priced.json()) as { totalPriceCents: number; rate: number };
    expect(pricedAt).toBe(rate);
    const listing = await page(outDir, 'uk/interior-doors/classic');
    const card = listing.match(/<li[^>]*>(?:(?!<\/li>)[\s\S])*slug=classic-oak[\s\S]*?<\/li>/)?.[0] ?? '';
    expect(card.match(/data-cents="(\d+)"/)?.[1]).toBe(String(totalPriceCents));
  } finally {
    await rm(outDir, { recursive: true, force: true });
    await request.delete(`/api/products/${door.id}`, { headers: csrf });
    await request.post('/api/admin/fx', { headers: csrf, data: { rate: before.rate } });
    await query('DELETE FROM site_settings');
  }
});
