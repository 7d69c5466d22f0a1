// Booking a visit (docs/product.md#bookings). A Ukrainian customer on a 375 px phone books a measurement for their
// project request: a free day and time, their details, the confirmation; the e-mail in Ukrainian with the calendar
// invite at the chosen Kyiv time; then through the link the visit moved, and the invite's sequence raised; the
// manager's days show it with the request's doors, and marked done the request is Measured. An English
// visitor on a desktop books a showroom visit from the contact page and cancels it. axe audits each screen.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, mailTo, query, signIn, test, waitForHydration } from './fixtures.ts';
import { sendProject } from './requests.ts';

/** The ICS's DTSTART (UTC) as the moment it names. */
const dtstart = (ics: string) => {
  const [, y, mo, d, h, mi] = /DTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})\d{2}Z/.exec(ics) ?? [];
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
};
/** A time button's moment: the day chosen (its date from the answer) at the button's Kyiv time. */
async function chooseTime(page: Page, dayIndex: number): Promise<string> {
  const days = page.getByTestId('booking-days').getByRole('button');
  await expect(days.first()).toBeVisible();
  const open = days.and(page.locator(':not([disabled])'));
  await open.nth(dayIndex).click();
  const time = page.getByTestId('booking-times').getByRole('button').first();
  const text = (await time.textContent()) ?? '';
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  return text;
}

test.describe('uk at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'uk-UA' });

  test('a measurement booked for a project request, e-mailed with its invite, then moved through the link @desktop', async ({
    page,
  }) => {
    const email = `b${randomUUID().slice(0, 8)}@example.com`;
    const { reference } = await sendProject(
      page,
      [{ productSlug: 'classic-oak', selections: {}, room: 'Спальня', quantity: 2 }],
      { name: 'Олена Замір', phone: '+380 67 555 44 33', email },
      'uk',
      '198.51.100.91',
    );
    await page.goto(`/uk/booking/?kind=measurement&ref=${reference}`);
    await waitForHydration(page);
    await expect(page.getByText(`До вашої заявки ${reference}`)).toBeVisible();
    await expect(page.getByRole('radio', { name: /Виїзд на замір/ })).toBeChecked();
    await expect(page.getByText('Вартість виїзду — 500 грн.')).toBeVisible();

    // Sent without a time: the form says so and keeps the focus near the times.
    await page.getByRole('button', { name: 'Записатися на замір' }).click();
    await expect(page.getByText('Спершу оберіть день і час вище.')).toBeVisible();

    const time = await chooseTime(page, 2);
    await page.getByLabel('Ім’я').fill('Олена Замір');
    await page.getByLabel('Телефон').fill('+380 67 555 44 33');
    await page.getByLabel(/Ел\. пошта/).fill(email);
    await expect(page.getByLabel('Місто або район')).toHaveValue('Київ');
    await page.getByLabel(/Адреса/).fill('вул. Саксаганського, 12, кв. 7');
    await page.getByLabel(/Примітка для замірника/).fill('Під’їзд 2, поверх 5, код 123');
    await expectAccessible(page);
    await page.getByRole('button', { name: new RegExp(`^Записатися на .*${time}`) }).click();

    const done = page.locator('[data-booking="done"]');
    await expect(done.getByRole('heading', { name: 'Вас записано' })).toBeFocused();
    const bookingRef = ((await done.getByText(/^Номер запису: V-\d+$/).textContent()) ?? '').replace(
      'Номер запису: ',
      '',
    );
    await expect(done).toContainText('Будь ласка, звільніть дверні прорізи');
    await expectAccessible(page);

    const mail = await mailTo(email, `Виїзд на замір ${bookingRef}`);
    expect(mail.text).toContain('за київським часом');
    expect(mail.text).not.toContain('Саксаганського');
    const invite = mail.attachments.find((file) => file.type.startsWith('text/calendar'));
    const ics = Buffer.from(invite?.base64 ?? '', 'base64').toString('utf8');
    const kyiv = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Kyiv', hour: '2-digit', minute: '2-digit' });
    expect(kyiv.format(dtstart(ics))).toBe(time);

    // The page's address is the visit's link now; the e-mail's link, opened afresh, shows the visit.
    const link = /https?:\/\/\S+\/uk\/booking\/#\S+/.exec(mail.text)?.[0] ?? '';
    expect(page.url()).toBe(`${new URL(page.url()).origin}${new URL(link).pathname}${new URL(link).hash}`);
    await page.goto('about:blank');
    await page.goto(new URL(link).pathname + new URL(link).hash);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Виїзд на замір' })).toBeVisible();
    await expect(page.getByText('вул. Саксаганського, 12, кв. 7')).toBeVisible();
    await page.getByRole('button', { name: 'Перенести на інший час' }).click();
    const moved = await chooseTime(page, 4);
    await expectAccessible(page);
    await page.getByRole('button', { name: new RegExp(`^Перенести на .*${moved}`) }).click();
    await expect(page.getByText('Запис перенесено.')).toBeVisible();
    const movedMail = await mailTo(email, `перенесено`);
    const movedIcs = Buffer.from(movedMail.attachments[0]?.base64 ?? '', 'base64').toString('utf8');
    expect(movedIcs).toContain('SEQUENCE:1');
    expect(kyiv.format(dtstart(movedIcs))).toBe(moved);

    // The manager's days: the visit at its new time with the request's doors; measured, the request is Measured.
    await signIn(page, { lang: 'uk' });
    await page.goto('/admin/bookings');
    await waitForHydration(page);
    const visit = page.locator(`[data-visit="${bookingRef}"]`);
    await expect(visit).toContainText(`${moved}–`);
    await expect(visit).toContainText('Олена Замір');
    await expect(visit.getByRole('link', { name: `Заявка ${reference}` })).toBeVisible();
    await expect(visit).toContainText('× 2 (Спальня)');
    await expectAccessible(page);
    await visit.getByRole('button', { name: 'Позначити виконаним' }).click();
    await expect(visit).toContainText('Виконано');
    const [request] = await query<{ status: string }>('SELECT status FROM quotes WHERE reference = $1', [reference]);
    expect(request?.status).toBe('MEASURED');
  });
});

test('an English visitor books a showroom visit from the contact page, then cancels it @desktop', async ({ page }) => {
  await page.goto('/contact');
  await page.locator('[data-booking-links]').getByRole('link', { name: 'Book a showroom visit' }).click();
  await expect(page).toHaveURL(/\/booking\/?\?kind=showroom$/);
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: /Showroom visit/ })).toBeChecked();
  const time = await chooseTime(page, 3);
  await page.getByLabel('Name').fill('Jane Visitor');
  await page.getByLabel('Phone').fill('+380 50 111 22 33');
  await page.getByRole('button', { name: new RegExp(`^Book for .*${time}`) }).click();
  const done = page.locator('[data-booking="done"]');
  await expect(done.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  await expect(done).toContainText('Keep this page’s address');
  await done.getByRole('link', { name: 'Move or cancel the visit' }).click();
  await expect(page.getByRole('heading', { name: 'Showroom visit' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the visit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(time);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel the visit' }).click();
  await expect(page.getByText('This visit has been cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move to another time' })).toHaveCount(0);
});
