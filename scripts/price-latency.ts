// npm run bench:instant-price — how soon the configurator shows a new total after an input (docs/product.md: within 50 ms),
// on the built site served by scripts/serve.ts, in the system Chromium at 375 px with a 4× slower CPU (Lighthouse's
// mobile setting): every option of both configurators is clicked in turn, and the time from the input's change event
// to the new total in the page is taken each time the total moves. Prints the figures; never fails on them.
import { chromium } from '@playwright/test';
import { startLocalServer } from './lib/local-server.ts';

const server = await startLocalServer({ port: 4346, dataDir: '.data/price-latency' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
const rows: string[] = [];
try {
  for (const path of ['/uk/customizer?slug=classic-oak', '/uk/concealed-customizer?slug=concealed-basic']) {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.base}${path}`);
    await page.getByTestId('price-total').waitFor();
    // The option cards render in a deferred pass after the total (Configurator.tsx): all at once, when the first is.
    await page.locator('section input[type=radio]').first().waitFor({ state: 'attached' });
    await page.evaluate(() => {
      const w = window as unknown as { changedAt: number; waiting: boolean; shownAfter: number[] };
      w.shownAfter = [];
      document.addEventListener(
        'change',
        (event) => {
          w.changedAt = event.timeStamp;
          w.waiting = true;
        },
        true,
      );
      const total = document.querySelector('[data-testid=price-total]');
      if (!total) throw new Error('no total');
      // The first change of the total after each input (the server's confirmation of the same figure changes nothing).
      new MutationObserver(() => {
        if (!w.waiting) return;
        w.waiting = false;
        w.shownAfter.push(performance.now() - w.changedAt);
      }).observe(total, {
        characterData: true,
        childList: true,
        subtree: true,
      });
    });
    const radios = page.locator('section input[type=radio]:not(:disabled)');
    const count = await radios.count();
    for (let i = 0; i < count; i++) {
      const radio = radios.nth(i);
      if ((await radio.isChecked()) || (await radio.isDisabled())) continue;
      // A click as the browser dispatches it (the phone's sticky total may cover the option on screen).
      await radio.evaluate((input: HTMLInputElement) => input.click());
      await page.waitForTimeout(120);
    }
    const times = (await page.evaluate(() => (window as unknown as { shownAfter: number[] }).shownAfter)).sort(
      (a, b) => a - b,
    );
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]?.toFixed(1) ?? '—';
    rows.push(`| ${path} | ${times.length} | ${at(0.5)} | ${at(0.95)} | ${times.at(-1)?.toFixed(1) ?? '—'} |`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log('\nInput → new total on screen, 375 px, CPU ×4 slower (ms):\n');
console.log('| page | changes | median | p95 | max |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
