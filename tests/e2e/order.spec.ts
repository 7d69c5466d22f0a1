// The order after acceptance (docs/product.md#orders), in Ukrainian on a 375 px phone: the owner fills in the shop's
// ЄДРПОУ and IBAN on the Settings page; a sent offer is accepted; the customer's page shows the prepayment invoice with
// an NBU payment code that, scanned off the screen, decodes to exactly the transfer the invoice states; the manager
// finds the order, records the prepayment and moves it to In production telling the customer; the customer's e-mail
// arrives in Ukrainian and their page says the prepayment arrived and where the order stands. axe audits both sides.
// Runs once (@desktop: it sets its own viewport).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { paymentQrPayload } from '../../src/features/orders/payment-qr.ts';
import { formatMoneyExact } from '../../src/lib/amounts.ts';
import { shopToday } from '../../src/lib/shop-day.ts';
import { expect, expectAccessible, mailTo, signIn, test, waitForHydration } from './fixtures.ts';
import { type ProjectDoor, sendProject } from './requests.ts';

const CODE = '40723824';
const IBAN = 'UA213223130000026007233566001';
const doors: ProjectDoor[] = [
  { productSlug: 'classic-oak', selections: { heightMm: 2100 }, room: 'Спальня', quantity: 2 },
];
/** What the back office's own script sends with a write (CSRF: the same origin, our header). */
const ours = { 'x-requested-with': 'fetch' };

/** The payment code as a phone's camera reads it off the page: the element's screenshot, decoded by jsQR. */
async function scanCode(page: Page): Promise<string | null> {
  const shot = await page.locator('[data-payment-qr]').first().screenshot();
  const { data, info } = await sharp(shot)
    .extend({ top: 24, bottom: 24, left: 24, right: 24, background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return found ? new TextDecoder().decode(new Uint8Array(found.binaryData)) : null;
}

test.describe('in Ukrainian on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('accepted, invoiced with a payment code, prepaid and in production, the customer told @desktop', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, { lang: 'uk' });

    // The owner's payment details: ЄДРПОУ among the business's details, the IBAN with the offers' defaults.
    await page.goto('/admin/settings');
    await waitForHydration(page);
    await page.getByLabel('Код ЄДРПОУ').fill(CODE);
    await page.getByRole('button', { name: 'Зберегти налаштування' }).click();
    await expect(page.getByText('Налаштування збережено').first()).toBeVisible();
    // Toasts stay until dismissed, and on a phone one lies over the page's foot.
    await page.getByRole('button', { name: 'Закрити сповіщення' }).click();
    const iban = page.getByLabel('IBAN (UA і 27 символів)');
    await iban.fill('UA21 3223 1300 0002 6007 2335 6600 2');
    await page.getByRole('button', { name: 'Зберегти типові умови пропозицій' }).click();
    // A mistyped IBAN is refused at its field, in Ukrainian, and kept as typed.
    await expect(page.getByText('Контрольні цифри не збігаються: перевірте IBAN')).toBeVisible();
    await expect(iban).toHaveValue('UA21 3223 1300 0002 6007 2335 6600 2');
    await iban.fill('UA21 3223 1300 0002 6007 2335 6600 1');
    await page.getByLabel('Банк').fill('АТ «Тестовий банк»');
    await page.getByRole('button', { name: 'Зберегти типові умови пропозицій' }).click();
    await expect(iban).toHaveValue(IBAN);

    // A project request answered with an offer (the offer's own journey is offer.spec.ts), sent to its customer.
    const name = `Ірина ${randomUUID().slice(0, 8)}`;
    const email = `iryna-${randomUUID().slice(0, 8)}@example.com`;
    const request = await sendProject(page, doors, { name, phone: '+380 50 765 43 21', email }, 'uk', '198.51.100.93');
    const prepared = await page.request.post('/api/admin/offers', { headers: ours, data: { requestId: request.id } });
    expect(prepared.status(), await prepared.text()).toBe(201);
    const offer = (await prepared.json()) as { id: string; version: number };
    const sent = await page.request.post(`/api/admin/offers/${offer.id}/send`, {
      headers: ours,
      data: { version: offer.version },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { url } = (await sent.json()) as { url: string };

    // The customer accepts on their phone: the order, and its prepayment invoice with the payment code.
    await page.goto(url);
    await waitForHydration(page);
    await page.getByLabel('Ваше повне ім’я').fill(name);
    await page.getByLabel('Я погоджуюся з умовами пропозиції').check();
    await page.getByRole('button', { name: 'Прийняти пропозицію' }).click();
    const accepted = page.locator('[data-offer-accepted]');
    await expect(accepted).toContainText(/Прийнято: замовлення O-\d{5}/);
    const orderNumber = /O-\d{5,}/.exec((await accepted.getByRole('heading').textContent()) ?? '')?.[0] ?? '';
    const invoice = page.locator('[data-invoice="1"]');
    await expect(invoice.getByRole('heading', { name: `Рахунок № ${orderNumber}-1` })).toBeVisible();
    const prepaymentText = (await page.locator('[data-offer-prepayment]').textContent()) ?? '';
    const prepaymentCents = Number(prepaymentText.replace(/\D/g, '')) * 100;
    await expect(invoice).toContainText(`${formatMoneyExact(prepaymentCents, 'uk')} сплатити до`);
    const expected = paymentQrPayload({
      recipient: 'ТОВ «Двері та столярство»',
      iban: IBAN,
      recipientCode: CODE,
      amountCents: prepaymentCents,
      purpose: `Передоплата за рахунком № ${orderNumber}-1 за замовленням ${orderNumber}`,
    });
    expect(await scanCode(page)).toBe(expected);
    await expect(invoice.getByText('UA21 3223 1300 0002 6007 2335 6600 1')).toBeVisible();
    await expectAccessible(page);
    const customerPage = page.url();

    // The manager finds the order by its number and records the prepayment, then In production, telling the customer.
    await page.goto('/admin/orders');
    await waitForHydration(page);
    await page.getByLabel('Пошук').fill(orderNumber);
    await expect(page.locator('[data-order-row]')).toHaveCount(1);
    await page.getByRole('link', { name: orderNumber }).click();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: `Замовлення ${orderNumber}` })).toBeVisible();
    await expect(page.locator('[data-order-lines]')).toContainText('«Класика» дуб · Спальня × 2');
    const payment = page.getByRole('form', { name: 'Записати оплату' });
    await payment.getByLabel('Сума, грн').fill(String(prepaymentCents / 100));
    await payment.getByLabel('Повідомити клієнта e-mail').check();
    await payment.getByRole('button', { name: 'Записати оплату' }).click();
    await expect(page.getByText(`Оплату записано; клієнту надіслано лист на ${email}`)).toBeVisible();
    await expect(page.locator('[data-order-paid]')).toHaveText(formatMoneyExact(prepaymentCents, 'uk'));
    const production = page.locator('[data-stage-row="IN_PRODUCTION"]');
    await production.locator('summary').click();
    await production.getByLabel('Виконано').fill(shopToday());
    await production.getByLabel('Повідомити клієнта e-mail').check();
    await production.getByRole('button', { name: 'Зберегти «У виробництві»' }).click();
    await expect(page.getByText(`Етап збережено; клієнту надіслано лист на ${email}`)).toBeVisible();
    await expectAccessible(page);

    // The customer's e-mails, in Ukrainian, each with the link to their order.
    const paid = await mailTo(email, `Оплату за замовленням ${orderNumber} отримано`);
    expect(paid.text).toContain('Ми отримали вашу оплату');
    const moved = await mailTo(email, `Ваше замовлення ${orderNumber}`);
    expect(moved.text).toContain('Ваше замовлення на етапі «У виробництві»');
    expect(moved.text).toContain(new URL(customerPage).hash);

    // Their page: the prepayment received and the stage.
    await page.goto(customerPage);
    await waitForHydration(page);
    await expect(page.locator('[data-order-status]')).toHaveText('Передоплату отримано. Дякуємо!');
    await expect(page.locator('[data-order-headline]')).toHaveText('У виробництві');
    await expect(page.locator('[data-stage="IN_PRODUCTION"]')).toHaveAttribute('data-done', 'true');
    await expect(page.locator('[data-invoice="1"]')).toContainText('Сплачено. Дякуємо!');
    await expectAccessible(page);
  });
});
