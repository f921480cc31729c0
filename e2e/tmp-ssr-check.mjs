import { chromium } from '@playwright/test';

const base = process.env.BASE ?? 'http://127.0.0.1:3500';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const p of paths) {
  const page = await browser.newPage({
    viewport: process.env.PHONE ? { width: 375, height: 812 } : { width: 1440, height: 900 },
  });
  const logs = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text().slice(0, 400)}`);
  });
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message.slice(0, 400)}`));
  const res = await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const name = p.replace(/[^a-z0-9]+/gi, '_') || 'root';
  await page.screenshot({ path: `/tmp/shot${name}.png` });
  console.log(p, res.status(), logs.length ? '\n  ' + logs.join('\n  ') : 'OK');
  await page.close();
}
await browser.close();
