// Both enquiry forms end to end: the row in the database, the panel a sent request shows (its reference, what happens
// next) in place of the form, and every value kept when the submission fails.
import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, freshFormToken, query, test, waitForHydration } from './fixtures.ts';

test('the general form on the contact page stores an enquiry and shows its reference and what happens next', async ({
  page,
}) => {
  const name = `Olena ${randomUUID().slice(0, 8)}`;
  await page.goto('/contact');
  const form = page.locator('form[data-form=general]');
  await form.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('olena@example.com');
  await form.getByLabel('Message').fill('Two concealed doors for a flat in Kyiv');
  await form.getByRole('button', { name: 'Send message' }).click();
  // The form gives way to the panel a door quote shows: the reference to quote on the phone, what happens next.
  const sent = page.locator('[data-request-sent]');
  const heading = sent.getByRole('heading', { name: 'Message sent' });
  await expect(heading).toBeFocused();
  await expect(form).toHaveCount(0);
  const reference = (await sent.locator('[data-request-reference]').textContent()) ?? '';
  expect(reference).toMatch(/^G-\d{5,}$/);
  await expect(sent).toContainText(/Quote it when you call us:\s\+380\s44\s123\s45\s67/);
  await expect(sent.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(sent).toContainText("We'll get back to you within 2–4 hours during opening hours.");
  const rows = await query<{ type: string; email: string; message: string; reference: string }>(
    'SELECT type, email, message, reference FROM inquiries WHERE name = $1',
    [name],
  );
  expect(rows).toEqual([
    { type: 'GENERAL', email: 'olena@example.com', message: 'Two concealed doors for a flat in Kyiv', reference },
  ]);
  await expectAccessible(page);
  // Another message starts from an empty form.
  await sent.getByRole('button', { name: 'Send another message' }).click();
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test('the general form says what is missing, in Ukrainian', async ({ page }) => {
  await page.goto('/uk/contact');
  const form = page.locator('form[data-form=general]');
  await form.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  await form.getByLabel('Ел. пошта').fill('not-an-email');
  await form.getByRole('button', { name: 'Надіслати' }).click();
  await expect(form.getByText('Будь ласка, заповніть це поле.')).toBeVisible();
  await expect(form.getByText('Введіть дійсну адресу ел. пошти.')).toBeVisible();
  await expect(form.getByLabel('Ім’я')).toBeFocused();
});

test('a failed submission keeps every value and says so', async ({ page }) => {
  await page.goto('/');
  const form = page.locator('form[data-form=general]');
  await form.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  await page.route('**/api/contact/general', (route) => route.abort('connectionfailed'));
  await form.getByLabel('Name').fill('Taras');
  await form.getByLabel('Phone').fill('+380 67 000 00 00');
  await form.getByLabel('Email').fill('taras@example.com');
  await form.getByLabel('Message').fill('Please call me back');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Submission failed')).toBeVisible();
  await expect(page.getByText(/Please try again later\./)).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Taras');
  await expect(form.getByLabel('Phone')).toHaveValue('+380 67 000 00 00');
  await expect(form.getByLabel('Email')).toHaveValue('taras@example.com');
  await expect(form.getByLabel('Message')).toHaveValue('Please call me back');
  // The retry goes through once the connection is back, and is stored once.
  await page.unroute('**/api/contact/general');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
});

test('the furniture form stores a FURNITURE enquiry, in Ukrainian', async ({ page }) => {
  const name = `Марія ${randomUUID().slice(0, 8)}`;
  await page.goto('/uk/cabinet-furniture');
  const form = page.locator('form[data-form=furniture]');
  await form.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  await form.getByLabel('Ім’я').fill(name);
  await form.getByLabel('Телефон').fill('+380501112233');
  await form.getByLabel('Повідомлення').fill('Шафа-купе в нішу 2,4 м');
  await form.getByRole('button', { name: 'Надіслати' }).click();
  const sent = page.locator('[data-request-sent]');
  await expect(sent.getByRole('heading', { name: 'Запит отримано' })).toBeFocused();
  const reference = (await sent.locator('[data-request-reference]').textContent()) ?? '';
  expect(reference).toMatch(/^F-\d{5,}$/);
  await expect(sent).toContainText('Номер вашого запиту');
  await expect(sent).toContainText('Назвіть його, коли телефонуватимете нам:');
  await expect(sent.getByRole('heading', { name: 'Що далі' })).toBeVisible();
  await expect(sent).toContainText('Менеджер зв’яжеться з вами');
  await expect(sent).toContainText('щоб обговорити проєкт і домовитися про заміри.');
  const rows = await query<{ type: string; phone: string; email: string | null; reference: string }>(
    'SELECT type, phone, email, reference FROM inquiries WHERE name = $1',
    [name],
  );
  expect(rows).toEqual([{ type: 'FURNITURE', phone: '+380501112233', email: null, reference }]);
  await expectAccessible(page);
  await sent.getByRole('button', { name: 'Надіслати ще один запит' }).click();
  await expect(form.getByLabel('Ім’я')).toHaveValue('');
});

test('a form sent faster than a person could is sent again by itself after the wait, and stored once', async ({
  page,
}) => {
  const name = `Autofill ${randomUUID().slice(0, 8)}`;
  await page.goto('/cabinet-furniture');
  const form = page.locator('form[data-form=furniture]');
  await form.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Phone').fill('+380501112233');
  await form.getByLabel('Message').fill('Filled by the browser');
  // As an autofill would: the first send carries a token issued this instant (however long the fill took here), so the
  // server answers 422 with Retry-After, and the form waits and sends once more, keeping what was typed.
  let first = true;
  await page.route('**/api/contact/furniture', async (route) => {
    if (!first) return route.continue();
    first = false;
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, formToken: await freshFormToken() }) });
  });
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/contact/furniture') && r.status() === 422);
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await refused).headers()['retry-after']).toBeTruthy();
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible({ timeout: 10_000 });
  expect(await query('SELECT 1 FROM inquiries WHERE name = $1', [name])).toHaveLength(1);
});

test('the furniture form shows the server’s reason when it refuses', async ({ page }) => {
  await page.goto('/cabinet-furniture');
  const form = page.locator('form[data-form=furniture]');
  await form.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  await form.getByLabel('Name').fill('Bot-like');
  await form.getByLabel('Phone').fill('+380501112233');
  await form.getByLabel('Message').fill('Honeypot filled');
  // What only a bot does: fill the field people never see. The server refuses it and says why; nothing is lost.
  await form.locator('input[name=website]').evaluate((input: HTMLInputElement) => {
    input.value = 'http://spam.example';
  });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Submission failed')).toBeVisible();
  await expect(page.getByText(/looks automated/)).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('Honeypot filled');
});

test('the furniture form gives the server’s reason in the page’s language', async ({ page }) => {
  await page.goto('/uk/cabinet-furniture');
  const form = page.locator('form[data-form=furniture]');
  await form.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  await form.getByLabel('Ім’я').fill('Бот');
  await form.getByLabel('Телефон').fill('+380501112233');
  await form.getByLabel('Повідомлення').fill('Пастка заповнена');
  await form.locator('input[name=website]').evaluate((input: HTMLInputElement) => {
    input.value = 'http://spam.example';
  });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact/furniture'));
  await form.getByRole('button', { name: 'Надіслати' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ lang: 'uk' });
  await expect(page.getByText('Не вдалося надіслати')).toBeVisible();
  await expect(page.getByText('Схоже, форму надіслано автоматично.', { exact: false })).toBeVisible();
  await expect(page.getByText(/looks automated/)).toHaveCount(0);
  await expect(form.getByLabel('Повідомлення')).toHaveValue('Пастка заповнена');
});

test('while the database is out of reach (503) the form keeps everything and says to try again, in Ukrainian', async ({
  page,
}) => {
  await page.goto('/uk/cabinet-furniture');
  const form = page.locator('form[data-form=furniture]');
  await form.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  // The answer every function gives during an outage (src/server/http.ts, proved against a real outage in
  // tests/integration/neon-driver.neon.test.ts).
  await page.route('**/api/contact/furniture', (route) =>
    route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '5' },
      body: JSON.stringify({
        error: 'The service is briefly unavailable. Nothing was lost: please try again in a moment.',
      }),
    }),
  );
  await form.getByLabel('Ім’я').fill('Марія');
  await form.getByLabel('Телефон').fill('+380501112233');
  await form.getByLabel('Повідомлення').fill('Шафа в нішу');
  await form.getByRole('button', { name: 'Надіслати' }).click();
  await expect(
    page.getByText('Зараз не вдається зберегти. Спробуйте ще раз за хвилину.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(/Ваше повідомлення залишилося у формі./)).toBeVisible();
  await expect(form.getByLabel('Повідомлення')).toHaveValue('Шафа в нішу');
  await expect(form.getByLabel('Телефон')).toHaveValue('+380501112233');
});
