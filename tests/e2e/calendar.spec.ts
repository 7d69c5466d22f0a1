// The manager's calendar on a desktop (docs/product.md#bookings): a measurement added for a customer who phoned, to
// their door request, at one of the day's free times; it shows in the week grid at its hours; moved outside the
// booking rules (the manager's override) the customer is e-mailed the new time; marked done, the request is Measured
// and its offer opens from the visit. A day blocked off is offered to no visitor until it is unblocked. axe audits
// the week, the visit form and the block form. The browser runs in New York's time zone: the calendar is Kyiv's.
import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, mailTo, query, signIn, test, waitForHydration } from './fixtures.ts';
import { sendProject } from './requests.ts';

const kyivDay = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(date);
};
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

// The manager's browser in another zone: every time on the screen and in the form is still Kyiv's.
test.use({ timezoneId: 'America/New_York' });

test('the manager books a phoned customer’s measurement, moves it, marks it done, and blocks a day @desktop', async ({
  page,
}) => {
  test.slow(); // one whole working story: three e-mails waited for, four dialogs
  const email = `c${randomUUID().slice(0, 8)}@example.com`;
  const { reference } = await sendProject(
    page,
    [{ productSlug: 'classic-oak', selections: {}, room: 'Hall', quantity: 3 }],
    { name: 'Petro Phoned', phone: '+380 67 222 11 00', email },
    'en',
    '198.51.100.93',
  );
  // Two working days in the week after this one (days 7 to 13 from today): the visit's, and the one blocked off, the
  // day after it shown too.
  const [visitOffset, blockOffset] = [8, 9, 10, 11, 12].filter((offset) => ![0, 6].includes(weekday(kyivDay(offset))));
  if (visitOffset === undefined || blockOffset === undefined) throw new Error('no two working days');
  const [visitDay, blockedDay, dayAfter] = [visitOffset, blockOffset, blockOffset + 1].map(kyivDay) as [
    string,
    string,
    string,
  ];

  await signIn(page);
  await page.goto('/admin/bookings');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Next 7 days' }).click();
  const grid = page.locator('[data-week-grid]');
  await expect(grid.locator(`[data-booking-day="${visitDay}"]`)).toBeVisible();

  // Added for the customer who phoned: a free time of the day, their details, their request.
  await page.getByRole('button', { name: 'Add a visit' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Day').fill(visitDay);
  const free = form.getByLabel('Free time (Kyiv)');
  await expect(free.locator('option')).not.toHaveCount(1);
  const slot = await free.locator('option').nth(1).textContent();
  await free.selectOption({ index: 1 });
  await form.getByLabel('Name').fill('Petro Phoned');
  await form.getByLabel('Phone').fill('+380 67 222 11 00');
  await form.getByLabel('Email (optional)').fill(email);
  await form.getByLabel('The customer’s language').selectOption('en');
  await form.getByLabel('Town or district').selectOption('Kyiv');
  await form.getByLabel(/^Address/).fill('12 Khreshchatyk St, flat 4');
  await form.getByLabel(/^Request number/).fill(reference);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Book the visit' }).click();
  await expect(form).toHaveCount(0);

  const [booked] = await query<{ reference: string }>('SELECT reference FROM bookings WHERE customer_email = $1', [
    email,
  ]);
  const visit = grid.locator(`[data-week-visit="${booked?.reference}"]`);
  await expect(visit).toContainText(slot ?? '');
  await expect(visit).toContainText('Petro Phoned');
  await expectAccessible(page);
  await mailTo(email, `Measurement visit ${booked?.reference}`);

  // Moved to 08:00, before the week's hours: the manager's override; the customer is told.
  await visit.click();
  const card = page.getByRole('dialog');
  await expect(card.locator(`[data-visit="${booked?.reference}"]`)).toContainText('× 3 (Hall)');
  await card.getByRole('button', { name: 'Move' }).click();
  const move = page.getByRole('dialog');
  await expect(move.getByRole('heading', { name: `Move ${booked?.reference}` })).toBeVisible();
  await move.getByLabel(/^Another time/).check();
  await move.getByLabel('Time (Kyiv)').fill('08:00');
  await move.getByRole('button', { name: 'Move the visit' }).click();
  await expect(visit).toContainText('08:00–09:30');
  await expect((await mailTo(email, 'moved')).text).toContain('08:00');

  // Measured: the request moves on, and its offer opens from the visit.
  await visit.click();
  const opened = page.getByRole('dialog');
  await opened.getByRole('button', { name: 'Mark done' }).click();
  await expect(visit).toContainText('Done');
  const [request] = await query<{ status: string }>('SELECT status FROM quotes WHERE reference = $1', [reference]);
  expect(request?.status).toBe('MEASURED');
  await expectAccessible(page);
  await opened.getByRole('button', { name: 'Prepare offer' }).click();
  await expect(page).toHaveURL(/\/admin\/offer\/\?id=/);

  // A day off: no visitor is offered a time in it, until it is unblocked.
  const freeOn = async (day: string) => {
    const answer = await page.request.get(`/api/bookings/availability?kind=showroom&from=${day}&days=1`);
    return ((await answer.json()) as { days: { slots: unknown[] }[] }).days[0]?.slots.length ?? 0;
  };
  expect(await freeOn(blockedDay)).toBeGreaterThan(0);
  await page.goto('/admin/bookings');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Next 7 days' }).click();
  await page.getByRole('button', { name: 'Block time' }).click();
  const block = page.getByRole('dialog');
  await block.getByLabel('First day').fill(blockedDay);
  await block.getByLabel('Last day').fill(blockedDay);
  await block.getByLabel(/^Note/).fill('Staff training');
  await expectAccessible(page);
  await block.getByRole('button', { name: 'Block the time' }).click();
  const listed = page
    .getByRole('listitem')
    .filter({ hasText: 'Staff training' })
    .filter({ has: page.getByRole('button') });
  await expect(listed).toContainText('all day');
  await expect(grid.locator(`[data-booking-day="${blockedDay}"]`)).toContainText('Blocked all day Staff training');
  await expect(grid.locator(`[data-booking-day="${dayAfter}"]`)).not.toContainText('Staff training');
  expect(await freeOn(blockedDay)).toBe(0);
  const unblocked = page.waitForResponse(
    (response) => response.url().includes('/api/admin/bookings/blocks/') && response.request().method() === 'DELETE',
  );
  await listed.getByRole('button', { name: 'Unblock' }).click();
  expect((await unblocked).status()).toBe(204);
  await expect(listed).toHaveCount(0);
  expect(await freeOn(blockedDay)).toBeGreaterThan(0);
});
