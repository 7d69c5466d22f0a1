// Small things a customer sees, in both languages at 375 and 1440 px: a call link in the phone menu, a readable map
// caption the pin never covers, a stats row that holds on one line per stat, and room between the bestseller badge
// and its heading.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
};
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** The WCAG contrast of an element's text against the opaque backgrounds behind it, composited up its ancestors. */
const contrastOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!canvas) throw new Error('no canvas');
    type Rgb = [number, number, number];
    // Any CSS colour (rgb, oklch, color-mix) as 0–255 channels and an alpha from 0 to 1.
    const rgba = (color: string): [Rgb, number] => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
      return [[r, g, b], a / 255];
    };
    const layers: [Rgb, number][] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      // A gradient or picture behind the text has no one colour: say so rather than guess.
      if (style.backgroundImage !== 'none') return 0;
      const layer = rgba(style.backgroundColor);
      if (layer[1] > 0) layers.unshift(layer);
      if (layer[1] === 1) break;
    }
    const over = ([top, alpha]: [Rgb, number], under: Rgb): Rgb => [
      top[0] * alpha + under[0] * (1 - alpha),
      top[1] * alpha + under[1] * (1 - alpha),
      top[2] * alpha + under[2] * (1 - alpha),
    ];
    let background: Rgb = [255, 255, 255];
    for (const layer of layers) background = over(layer, background);
    const text = over(rgba(getComputedStyle(element).color), background);
    const luminance = ([r, g, b]: Rgb) => {
      const linear = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const [a, b] = [luminance(text), luminance(background)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });

for (const lang of ['en', 'uk'] as const) {
  const at = (path: string) => (lang === 'uk' ? `/uk${path}` : path);

  test(`the phone menu offers a call to the business's phone (${lang})`, async ({ page }) => {
    // The menu is a page script, run by the time the page has loaded (no island to wait for).
    await page.goto(at('/'));
    // The business's phone as the footer links it (the back office's Settings), never a number of our own.
    const tel = await page.locator('footer a[href^="tel:"]').first().getAttribute('href');
    expect(tel).toMatch(/^tel:\+?\d+$/);
    const call = page.locator('#site-menu').getByRole('link', { name: lang === 'uk' ? /Зателефонувати/ : /Call\s+us/ });
    if (!isPhone(page)) {
      // A wide screen shows its links in the header row, where the footer and the contact page carry the phone.
      await expect(call).toBeHidden();
      return;
    }
    await page.getByRole('button', { name: lang === 'uk' ? 'Меню' : 'Menu' }).click();
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', tel ?? '');
    const box = await boxOf(call);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await expectAccessible(page);
  });

  test(`the map's caption is readable and clear of the pin (${lang})`, async ({ page }) => {
    await page.goto(at('/contact'));
    const note = page.locator('[data-map-note]');
    await expect(note).toBeVisible();
    expect(intersects(await boxOf(note), await boxOf(page.locator('[data-map-pin]')))).toBe(false);
    expect(await contrastOf(note)).toBeGreaterThanOrEqual(4.5);
    await expectAccessible(page);
  });

  test(`the home stats hold one line each, in one row (${lang})`, async ({ page }) => {
    await page.goto(at('/'));
    const stats = page.getByTestId('stats').locator(':scope > div');
    await expect(stats).toHaveCount(3);
    const values = await stats.locator('dd:not([aria-hidden])').all();
    const labels = await stats.locator('dd[aria-hidden]').all();
    for (const value of values) {
      // One line: no "In-/House", no "Власний / цех".
      const [height, lineHeight] = await value.evaluate((e) => [
        e.getBoundingClientRect().height,
        Number.parseFloat(getComputedStyle(e).lineHeight),
      ]);
      expect(height).toBeLessThan(lineHeight * 1.5);
    }
    for (const item of [...values, ...labels]) {
      // Nothing wider than its column, so no word is cut or spills into the next stat.
      expect(await item.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    }
    const tops = async (list: Locator[]) => Promise.all(list.map(async (l) => Math.round((await boxOf(l)).y)));
    expect(new Set(await tops(values)).size).toBe(1);
    expect(new Set(await tops(labels)).size).toBe(1);
    await expectAccessible(page);
  });

  test(`each home collection card shows a photo of what it makes (${lang})`, async ({ page }) => {
    await page.goto(at('/'));
    const photos = page.getByTestId('collection-photo');
    await expect(photos).toHaveCount(3);
    // A door of each family and the portfolio's first piece, through the Image CDN, fetched only near the screen.
    for (const [index, folder] of ['doors', 'doors', 'portfolio'].entries()) {
      const photo = photos.nth(index);
      await expect(photo).toHaveAttribute(
        'src',
        new RegExp(`^/\\.netlify/images\\?url=%2Fuploads%2Fseed%2F${folder}%2F`),
      );
      await expect(photo).toHaveAttribute('loading', 'lazy');
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await expectAccessible(page);
  });

  test(`collection and portfolio covers lie over their blurred placeholders (${lang})`, async ({ page }) => {
    const placeholders = (covers: Locator) =>
      covers.evaluateAll((images) =>
        images.map((img) => getComputedStyle(img).backgroundImage.startsWith('url("data:image/webp,')),
      );
    await page.goto(at('/interior-doors/'));
    expect(await placeholders(page.getByTestId('collection-cover'))).toEqual([true, true, true, true]);
    await page.goto(at('/cabinet-furniture/'));
    expect(await placeholders(page.getByTestId('portfolio-cover'))).toEqual(Array(6).fill(true));
  });

  test(`the bestseller badge keeps clear of its heading (${lang})`, async ({ page }) => {
    await page.goto(at('/'));
    const card = page.locator('[data-card=interior]');
    const badge = card.getByText(lang === 'uk' ? 'Хіт продажів' : 'Bestseller', { exact: true });
    const heading = card.getByRole('heading', { level: 3 });
    await badge.scrollIntoViewIfNeeded();
    const [a, b] = [await boxOf(badge), await boxOf(heading)];
    // Apart by at least 8 px one way or the other.
    const grown = { x: a.x - 8, y: a.y - 8, width: a.width + 16, height: a.height + 16 };
    expect(intersects(grown, b)).toBe(false);
    // The heading still fits its card: no word spills past the card's edge.
    expect(await heading.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await expectAccessible(page);
  });
}

test('a visitor who jumps to the end of the home page finds the footer where it landed', async ({ page }) => {
  for (const path of ['/', '/uk/']) {
    await page.goto(path);
    // Where the footer's last link sits in the viewport, frame by frame for a third of a second after the jump.
    const tops = await page
      .locator('footer a')
      .last()
      .evaluate(
        (link) =>
          new Promise<number[]>((resolve) => {
            link.scrollIntoView({ block: 'end' });
            const seen: number[] = [];
            const frame = () => {
              seen.push(Math.round(link.getBoundingClientRect().top));
              if (seen.length < 20) requestAnimationFrame(frame);
              else resolve(seen);
            };
            frame();
          }),
      );
    expect(new Set(tops).size, `${path}: ${tops.join(' ')}`).toBe(1);
  }
});
