#!/usr/bin/env node
// node scripts/screenshots.mjs [base-url]: the phone screenshots in docs/screens (390 × 844, touch),
// English and Arabic: home, game hall, a game, the cashier and the profile, as a new player with a
// deposit (the game and cashier as a signed-in player sees them). Needs a running server
// (`npm start`, default http://localhost:3000) and Chromium at /usr/bin/chromium (CHROMIUM_PATH).
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function closeDialogs(page) {
  for (let i = 0; i < 6 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
  }
}

for (const locale of ['en-US', 'ar']) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const prefix = locale === 'en-US' ? '' : `/${locale}`;
  await page.goto(`${base}${prefix}/`);
  const email = `screens-${Date.now()}-${locale}@example.com`;
  await page.evaluate(async (email) => {
    const body = new URLSearchParams({ email, password: 'Secret12', currency: 'USD', terms: '1', notify: '0', is_betting: '0' });
    await fetch('/api/register', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  }, email);
  const games = await (await page.request.get(`${base}/api/games/get?types=slot&count=1`)).json();
  const slot = games.data.items[0].sysname;
  const pages = { home: '/', gamehall: '/gamehall', game: `/game/${slot}`, cashier: '/cashier/deposit', profile: '/profile/settings' };
  for (const [name, path] of Object.entries(pages)) {
    await page.goto(`${base}${prefix}${path === '/' ? '' : path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => {});
    await closeDialogs(page);
    await page.screenshot({ path: `docs/screens/${name}-390-${locale}.png` });
    console.log(`docs/screens/${name}-390-${locale}.png`);
  }
  await context.close();
}
await browser.close();
