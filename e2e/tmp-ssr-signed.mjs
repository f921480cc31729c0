import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:3500';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({
  viewport: process.env.PHONE ? { width: 375, height: 812 } : { width: 1440, height: 900 },
  locale: 'sr-RS',
});
const page = await context.newPage();
const logs = [];
page.on('console', (m) => {
  if (m.type() === 'error') logs.push(`${m.text().slice(0, 300)}`);
});
const login = await (
  await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'polaznik@atelje.rs', password: 'Polaznik!2026' }),
  })
).json();
await page.goto(base + '/courses/3');
await page
  .getByRole('button', { name: /Dodaj u korpu/ })
  .first()
  .click();
await page.waitForTimeout(500);
if (process.env.SIGNED) await page.evaluate((t) => localStorage.setItem('token', t), login.token);
for (const p of [
  '/',
  '/courses/1',
  '/courses/3',
  '/korpa',
  '/checkout',
  '/svi-kursevi',
  '/landing-page',
  '/dizajniraj-svoj-prostor',
]) {
  logs.length = 0;
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/signed${p.replace(/[^a-z0-9]+/gi, '_')}.png` });
  console.log(p, logs.length ? logs.join('\n  ') : 'OK');
}
await browser.close();
