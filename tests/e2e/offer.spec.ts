// The sale closes inside the product (docs/product.md#offers): a project request answered with the manager's offer,
// which the customer receives by e-mail with its PDF, reads on their phone and accepts — the request is then Won with
// the order's number. In Ukrainian on a 375 px phone, manager and customer alike; then in English on a desktop, where
// the customer first asks for changes and accepts version 2. axe audits the editor and the offer page. Each runs once
// (@desktop: each sets its own viewport).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  expect,
  expectAccessible,
  findQuoteInUkrainian,
  inboxRows,
  mailTo,
  query,
  searchInbox,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts';
import { type ProjectDoor, sendProject } from './requests.ts';

const doors: ProjectDoor[] = [
  { productSlug: 'classic-oak', selections: { heightMm: 2100 }, room: 'Спальня', quantity: 1 },
  { productSlug: 'concealed-basic', selections: { heightMm: 2200 }, room: 'Коридор', quantity: 1 },
  { productSlug: 'classic-oak', selections: {}, room: 'Дитяча', quantity: 1 },
];

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');
/** A money amount as it reads in extracted text (any space a plain one). */
const plain = (text: string) => text.replace(/\s+/g, ' ');

/** The manager's editor: adds a service from Settings' list and sets its quantity. */
async function addService(page: Page, service: string, quantity: number, labels: { choose: string; add: string }) {
  await page.getByLabel(labels.choose).selectOption({ label: service });
  await page.getByRole('button', { name: labels.add }).click();
  const line = page.locator('[data-offer-line-editor="service"]').last();
  await expect(line).toContainText(service);
  await line.getByRole('spinbutton', { name: /Кількість|Quantity/ }).fill(String(quantity));
}

test.describe('in Ukrainian on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the manager sends the offer, the customer gets it by e-mail and accepts: Won with the order @desktop', async ({
    page,
  }) => {
    test.slow();
    const name = `Олена ${randomUUID().slice(0, 8)}`;
    const email = `olena-${randomUUID().slice(0, 8)}@example.com`;
    const request = await sendProject(page, doors, { name, phone: '+380 67 222 33 44', email }, 'uk', '198.51.100.91');

    // The manager opens the request and prepares its offer: the three doors as the customer chose them.
    const row = await findQuoteInUkrainian(page, name);
    await row.getByRole('button', { name: /^Переглянути/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Підготувати пропозицію' }).click();
    await page.waitForURL(/\/admin\/offer\/\?id=/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: `Пропозиція до ${request.reference}` })).toBeVisible();
    await expect(page.locator('[data-offer-line-editor="door"]')).toHaveCount(3);

    // After measuring: the bedroom door is 850 wide, changed with the configurator's own controls.
    await page.getByRole('button', { name: 'Змінити параметри дверей' }).first().click();
    const options = page.getByRole('dialog');
    await options.getByLabel('Ширина').fill('850');
    await options.getByLabel('Ширина').press('Enter');
    await options.getByRole('button', { name: 'Застосувати' }).click();
    await expect(options).toBeHidden();

    // Installation × 3 and delivery; 5 % off the whole offer; 50 % prepayment.
    const labels = { choose: 'Яку послугу додати', add: 'Додати послугу' };
    await addService(page, 'Монтаж', 3, labels);
    await addService(page, 'Доставка', 1, labels);
    const terms = page.getByRole('group', { name: 'Знижка на всю пропозицію' });
    await terms.getByRole('combobox').selectOption({ label: 'Відсоток' });
    await terms.getByRole('spinbutton').fill('5');
    await terms.getByRole('textbox').fill('постійний клієнт');
    await page.getByLabel('Передоплата, %').fill('50');
    await page.getByRole('button', { name: 'Зберегти чернетку' }).click();
    const summary = page.locator('[data-offer-summary]');
    await expect(summary).toContainText('Знижка');
    await expect(summary).toContainText('Передоплата (50 %)');
    const total = (await summary.locator('[data-offer-summary-total]').textContent()) ?? '';
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Надіслати клієнту' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Надіслати клієнту' }).click();
    await expect(page.locator('[data-offer-status]')).toContainText('Версію 1 надіслано');
    const link = await page.getByRole('textbox', { name: 'Посилання для клієнта' }).inputValue();
    expect(link).toMatch(/\/uk\/offer\/#[A-Za-z0-9_-]{43}$/);

    // The customer's e-mail: in Ukrainian, the link, and the PDF holding every line and the total.
    const mail = await mailTo(email, `Ваша пропозиція ${request.reference}`);
    expect(mail.text).toContain(link);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ filename: `offer-${request.reference}-v1.pdf`, type: 'application/pdf' });
    const text = await pdfText(new Uint8Array(Buffer.from(pdf?.base64 ?? '', 'base64')));
    for (const line of ['«Класика» дуб', 'Приховані двері «Базові»', 'Монтаж', 'Доставка', 'Спальня']) {
      expect(text).toContain(line);
    }
    expect(text).toContain(`До сплати ${plain(total)}`);

    // The customer opens the link on their phone: the offer, its PDF, and Accept.
    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: `Пропозиція ${request.reference}` })).toBeVisible();
    await expect(page.locator('[data-offer-line]')).toHaveCount(5);
    await expect(page.locator('[data-offer-total]')).toHaveText(total);
    await expect(page.locator('[data-offer-line="door"]').first()).toContainText('× 850');
    // Before accepting, the measurement for this request can be booked (docs/product.md#bookings).
    await expect(page.getByRole('link', { name: 'Записатися на замір' })).toHaveAttribute(
      'href',
      `/uk/booking/?kind=measurement&ref=${request.reference}`,
    );
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Завантажити PDF' }).click();
    const file = await readFile((await (await download).path()) ?? '');
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(new Uint8Array(file))).toContain(`До сплати ${plain(total)}`);

    await page.getByLabel('Ваше повне ім’я').fill(name);
    await page.getByLabel('Я погоджуюся з умовами пропозиції').check();
    await page.getByRole('button', { name: 'Прийняти пропозицію' }).click();
    const accepted = page.locator('[data-offer-accepted]');
    await expect(accepted).toContainText(/Прийнято: замовлення O-\d{5}/);
    await expect(page.getByRole('link', { name: 'Записатися на замір' })).toHaveCount(0);
    const orderNumber = /O-\d{5,}/.exec((await accepted.getByRole('heading').textContent()) ?? '')?.[0];

    // The request is Won, with the order's number in its activity.
    const [won] = await query<{ status: string; reference: string }>(
      `SELECT q.status, a.reference FROM quotes q JOIN request_activity a ON a.request_id = q.id
       WHERE q.id = $1 AND a.kind = 'OFFER_ACCEPTED'`,
      [request.id],
    );
    expect(won).toEqual({ status: 'WON', reference: orderNumber });
  });
});

test.describe('in English on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the customer asks for changes, then accepts version 2 @desktop', async ({ page }) => {
    test.slow();
    const name = `Mark ${randomUUID().slice(0, 8)}`;
    const email = `mark-${randomUUID().slice(0, 8)}@example.com`;
    const request = await sendProject(
      page,
      doors.slice(0, 2),
      { name, phone: '+380 67 333 44 55', email },
      'en',
      '198.51.100.92',
    );
    await signIn(page);
    await page.goto('/admin/quotes');
    await waitForHydration(page);
    await searchInbox(page, 'Search', name);
    await expect(inboxRows(page)).toHaveCount(1);
    await inboxRows(page).getByRole('button', { name: /^View/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Prepare offer' }).click();
    await page.waitForURL(/\/admin\/offer\/\?id=/);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Send to the customer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send to the customer' }).click();
    await expect(page.locator('[data-offer-status]')).toContainText('Version 1 sent');
    const link = await page.getByRole('textbox', { name: "The customer's link" }).inputValue();
    const editor = page.url();

    // The customer asks for changes; the offer stays open, and the manager is told.
    await page.goto(link);
    await waitForHydration(page);
    await page.getByLabel('What would you like changed?').fill('Two bedroom doors, please');
    await page.getByRole('button', { name: 'Send to the shop' }).click();
    await expect(page.getByText('Sent. We will answer with a new version of the offer.')).toBeVisible();
    const notice = await mailTo('manager@doors.example', `Changes asked to offer ${request.reference}`);
    expect(notice.text).toContain('Asks for: Two bedroom doors, please');

    // Version 2: two of the first door.
    await page.goto(editor);
    await waitForHydration(page);
    await page
      .locator('[data-offer-line-editor="door"]')
      .first()
      .getByRole('spinbutton', { name: 'Quantity' })
      .fill('2');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Unsaved changes')).toBeHidden();
    await page.getByRole('button', { name: 'Send version 2' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send to the customer' }).click();
    await expect(page.locator('[data-offer-status]')).toContainText('Version 2 sent');
    await expect(page.locator('[data-offer-versions] > li')).toHaveCount(2);
    await expect(page.locator('[data-offer-changes]')).toContainText('quantity 1 → 2');
    await expectAccessible(page);

    // The same link opens version 2, which says what it replaces; accepted.
    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByText(/This is version 2: it replaces version 1/)).toBeVisible();
    await expect(page.locator('[data-offer-line="door"]').first()).toContainText('2 ×');
    await expectAccessible(page);
    await page.getByLabel('Your full name').fill(name);
    await page.getByLabel('I agree with the terms of the offer').check();
    await page.getByRole('button', { name: 'Accept the offer' }).click();
    await expect(page.locator('[data-offer-accepted]')).toContainText('You accepted version 2');
    const [order] = await query<{ offer_number: number }>(
      'SELECT o.offer_number FROM orders o JOIN offers f ON f.id = o.offer_id WHERE f.request_id = $1',
      [request.id],
    );
    expect(order?.offer_number).toBe(2);
    await mailTo('manager@doors.example', `Offer ${request.reference} accepted`);
  });
});
