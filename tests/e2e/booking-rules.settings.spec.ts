// Settings → Bookings (docs/product.md#bookings), as a Ukrainian manager: a duration off the quarter-hour grid is
// refused at its field in Ukrainian and nothing typed is lost; Sundays closed and 90-minute showroom visits saved,
// the visitors' free times follow at once. Runs with the settings specs (one at a time, after the others): it changes
// what the booking specs read. The rules are put back at the end.
import type { AvailabilityView } from '../../src/features/bookings/views.ts';
import { expect, expectAccessible, signIn, test, waitForHydration } from './fixtures.ts';

test('the manager closes Sundays and lengthens showroom visits; the free times follow', async ({ page }) => {
  await signIn(page, { lang: 'uk' });
  await page.goto('/admin/settings');
  await waitForHydration(page);
  const showroom = page.locator('[data-booking-rules="showroom"]');
  await expect(showroom.getByLabel('Неділя', { exact: true })).toBeChecked();
  const minutes = showroom.getByLabel('Хвилин', { exact: true });
  await minutes.fill('50');
  await page.getByRole('button', { name: 'Зберегти правила запису' }).click();
  await expect(showroom.getByText('Кроком 15 хвилин')).toBeVisible();
  await expect(minutes).toHaveValue('50');

  await minutes.fill('90');
  await showroom.getByLabel('Неділя', { exact: true }).uncheck();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Зберегти правила запису' }).click();
  await expect(page.getByText('Правила запису збережено')).toBeVisible();

  const answer = (await (
    await page.request.get('/api/bookings/availability?kind=showroom&days=14')
  ).json()) as AvailabilityView;
  expect(answer.durationMinutes).toBe(90);
  const sundays = answer.days.filter((d) => new Date(`${d.date}T12:00:00Z`).getUTCDay() === 0);
  expect(sundays.length).toBeGreaterThan(0);
  for (const sunday of sundays) expect(sunday.slots).toEqual([]);
  const weekday = answer.days.find((d) => d.slots.length > 0);
  expect(weekday?.slots.at(-1)?.start.slice(11, 16)).toBe('17:30');

  // Put back as it was.
  await page.reload();
  await waitForHydration(page);
  await showroom.getByLabel('Хвилин', { exact: true }).fill('60');
  await showroom.getByLabel('Неділя', { exact: true }).check();
  await page.getByRole('button', { name: 'Зберегти правила запису' }).click();
  await expect(page.getByText('Правила запису збережено').first()).toBeVisible();
});
