// e2e against the built site and the functions (scripts/serve.ts) on a fresh embedded database, in Debian's
// Chromium: no browser download (docs/decisions/005).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4330);
const devPort = port + 10;
/** The mail sink (tests/e2e/smtp-sink.ts): SMTP on this port, what it received over HTTP on the next. */
const smtpPort = port + 20;
/**
 * Debian's Chromium binary itself: its /usr/bin/chromium wrapper adds --enable-gpu-rasterization, which sends every paint
 * through SwiftShader in a GPU process (≈ 7 % of an e2e run here, measured: docs/figures.md).
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium');
const SETTINGS = /\.settings\.spec\.ts$/;
/**
 * Specs that touch what every other test shares: the whole shop's request counts (the sidebar's badges, the overview)
 * or the demo admin's sessions (a logout revokes them all). No other test may run meanwhile.
 */
const SERIAL = /\.serial\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on this 2-core machine, where a test mostly waits on the page
  // and the server. Two browsers at once keep both cores busy (docs/figures.md); E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(2, Math.ceil(availableParallelism() / 2))),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action's page state: worth it where someone opens it, not in CI, whose log is what is read
    // (≈ 13 % of an e2e run here).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testIgnore: [SETTINGS, SERIAL],
    },
    // The phone run repeats the journeys at the narrowest common width (375 px, a touch screen); the per-page audits
    // tagged @desktop run once.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
      grepInvert: /@desktop/,
      testIgnore: [SETTINGS, SERIAL],
    },
    // Then the specs that count every request or sign the demo admin out, one at a time on each screen (the others
    // run two at once).
    {
      name: 'serial',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testMatch: SERIAL,
      dependencies: ['desktop', 'phone'],
      workers: 1,
    },
    {
      name: 'serial-phone',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
      grepInvert: /@desktop/,
      testMatch: SERIAL,
      dependencies: ['serial'],
      workers: 1,
    },
    // Specs that change what every price depends on (the exchange rate, the pricing documents) run after all the
    // others and one at a time, so no configurator test sees a price move under it.
    {
      name: 'settings',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testMatch: SETTINGS,
      dependencies: ['serial-phone'],
      workers: 1,
    },
  ],
  webServer: [
    {
      command: 'node tests/e2e/smtp-sink.ts',
      url: `http://127.0.0.1:${smtpPort + 1}/mails`,
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_HTTP_PORT: String(smtpPort + 1) },
      reuseExistingServer: false,
    },
    {
      // The pages only: scripts/serve.ts runs the functions from their sources, so `npm run build`'s function bundles
      // (≈ 35 s of both cores here; CI's zip step makes and checks its own) would be made for nothing.
      command: 'rm -rf .data/e2e && ASTRO_TELEMETRY_DISABLED=1 npx astro build && node scripts/serve.ts',
      url: `http://127.0.0.1:${port}/api/categories`,
      env: {
        PGLITE_DIR: '.data/e2e/pglite',
        PORT: String(port),
        DATABASE_URL: '',
        DATABASE_URL_FILE: '.data/e2e/database-url',
        // Each test acts as its own visitor through X-Nf-Client-Connection-Ip (tests/e2e/fixtures.ts).
        LOCAL_TRUST_CLIENT_IP_HEADER: '1',
        // E-mail on, to the sink below: a customer's confirmation and the manager's notices are read back from it.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NOTIFY_EMAIL_FROM: 'site@doors.example',
        NOTIFY_EMAIL_TO: 'manager@doors.example',
        URL: `http://127.0.0.1:${port}`,
      },
      reuseExistingServer: false,
      // A build takes about a minute on 2 idle cores; several at once on a busy machine can take four.
      timeout: 300_000,
    },
    {
      // `npm run dev` too: catalogue edits must show on the public pages at once there (tests/e2e/dev.spec.ts).
      command: `rm -rf .data/e2e-dev && npx astro dev --port ${devPort}`,
      url: `http://127.0.0.1:${devPort}/api/categories`,
      env: { PGLITE_DIR: '.data/e2e-dev/pglite', DATABASE_URL: '', ASTRO_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
