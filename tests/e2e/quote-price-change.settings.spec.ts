// A quote after a back-office save (docs/product.md#quotes), as a customer meets it in both languages and on a phone:
// the configurator was opened, the manager then changed the rate, and the customer sends the quote. The dialog shows
// the new total, one click sends at it keeping what was typed, success shows the reference, and the stored row has
// the new total. (Runs in the 'settings' project: after the other specs, alone.)
import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, query, signIn, test, waitForHydration } from './fixtures.ts';

const cases = [
  {
    lang: 'uk',
    viewport: { width: 375, height: 812 },
    path: '/uk/concealed-customizer?slug=concealed-basic&heightMm=2200&magneticLock=true',
    words: {
      open: 'Отримати пропозицію',
      dialog: 'Запит пропозиції',
      name: 'Ім’я',
      phone: 'Телефон',
      submit: 'Надіслати запит',
      changed: 'Ціна змінилася',
      confirm: /^Надіслати за /,
      sent: 'Запит отримано',
      next: 'протягом 2–4 годин',
    },
  },
  {
    lang: 'en',
    viewport: { width: 1280, height: 900 },
    path: '/customizer?slug=classic-oak&doorBlock=inside',
    words: {
      open: 'Get a quote',
      dialog: 'Request a quote',
      name: 'Name',
      phone: 'Phone',
      submit: 'Send request',
      changed: 'The price has changed',
      confirm: /^Send at /,
      sent: 'Request received',
      next: 'within 2–4 hours',
    },
  },
] as const;

const hryvnias = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

for (const { lang, viewport, path, words } of cases) {
  test(`${lang}: a rate change while the page is open → the new total, confirmed with one click, stored`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    const { rate } = (await (await page.request.get('/api/admin/fx/current')).json()) as { rate: number };

    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByTestId('price-status')).toHaveAttribute('data-status', 'confirmed');
    const seen = hryvnias(await page.getByTestId('price-total').textContent());

    // The manager saves a new rate while the customer's page is open.
    const changed = await page.request.post('/api/admin/fx', { data: { rate: rate + 3 } });
    expect(changed.status()).toBe(201);

    try {
      const name = `Price change ${lang} ${randomUUID().slice(0, 8)}`;
      await page.getByRole('button', { name: words.open }).first().click();
      const dialog = page.getByRole('dialog', { name: words.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-quote-total]')).toHaveText(/\d/);
      expect(hryvnias(await dialog.locator('[data-quote-total]').textContent())).toBe(seen);
      await dialog.getByLabel(words.name).fill(name);
      await dialog.getByLabel(words.phone).fill('+380671234567');
      await dialog.getByRole('button', { name: words.submit }).click();

      // Nothing stored yet: the new total is shown, what was typed is kept, one click confirms.
      await expect(dialog.getByRole('alert')).toContainText(words.changed);
      const total = hryvnias(await dialog.locator('[data-quote-total]').textContent());
      expect(total).toBeGreaterThan(seen);
      await expect(dialog.getByLabel(words.name)).toHaveValue(name);
      expect(await query('SELECT id FROM quotes WHERE customer_name = $1', [name])).toHaveLength(0);
      await expectAccessible(page);
      const confirm = dialog.getByRole('button', { name: words.confirm });
      await expect(confirm).toContainText(String(total).slice(-3));
      await confirm.click();

      const sent = page.getByRole('dialog', { name: words.sent });
      const reference = sent.locator('[data-request-reference]');
      await expect(reference).toHaveText(/^D-\d{5,}$/);
      await expect(sent).toContainText(words.next);
      await expectAccessible(page);
      const rows = await query<{ total_price_cents: number; reference: string }>(
        'SELECT total_price_cents, reference FROM quotes WHERE customer_name = $1',
        [name],
      );
      expect(rows).toEqual([{ total_price_cents: total * 100, reference: await reference.textContent() }]);
    } finally {
      // Put the rate back for whatever runs next on this database.
      expect((await page.request.post('/api/admin/fx', { data: { rate } })).status()).toBe(201);
    }
  });
}
