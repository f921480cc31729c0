import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3611';
const out = '/tmp/seq-shots';
const j = async (res) => { const text = await res.text(); try { return JSON.parse(text); } catch { return text; } };
const post = async (path, body, token, method = 'POST') =>
  j(await fetch(base + path, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }));
const login = async (email, password) => (await post('/api/login', { email, password })).token;
const admin = await login('admin@atelje.rs', 'Atelje!2026');
const courses = await j(await fetch(base + '/api/courses'));
const course = courses.find((c) => c.price_para > 0 && !c.is_free && !c.coming_soon);
const email = `snimak.${Date.now()}@primer.rs`;
const password = 'Snimak#Beograd2026';
console.log(await post('/api/admin/users', { name: 'Ana Snimak', email, role: 'user', password, courses: [course.id] }, admin));
const token = await login(email, password);
await post('/api/me/mail-preferences', { categories: { reminders: true, courses: true, news: false } }, token, 'PUT');
await post('/api/me/mail-preferences', { categories: { reminders: true, courses: true, news: false } }, admin, 'PUT');
const mine = await j(await fetch(base + '/api/courses/user-courses', { headers: { authorization: `Bearer ${token}` } }));
const expiry = new Date(mine.find((c) => c.id === course.id).course_expiry_date).getTime();
console.log(await post('/api/test/mail/sequences/run', { days_ahead: Math.floor((expiry - Date.now()) / 86400000) - 6 }));
await new Promise((r) => setTimeout(r, 3000));
const outbox = await j(await fetch(`${base}/api/admin/mail-outbox?to=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${admin}` } }));
const mail = outbox.data.find((m) => m.template === 'access-expiry-reminder');
const html = mail.html.replaceAll('&amp;', '&');
const links = [...html.matchAll(/href="(http:\/\/[^"]+\/mail-link\?token=[^"]+)"/g)].map((m) => m[1]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function ctx(width, lng, tok) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 800 : 900 }, locale: lng === 'en' ? 'en-GB' : 'sr-RS' });
  const page = await context.newPage();
  await page.goto(base + '/api/health');
  await page.evaluate(([l, t]) => { localStorage.setItem('i18nextLng', l); if (t) localStorage.setItem('token', t); }, [lng, tok]);
  return page;
}
// The e-mail itself.
let page = await ctx(375, 'sr');
await page.setContent(mail.html);
await page.screenshot({ path: `${out}/email-expiry-sr-375.png`, fullPage: true });
// Signed out: the link page asks to sign in.
page = await ctx(375, 'sr');
await page.goto(links[1].replace(/^http:\/\/[^/]+/, base));
await page.getByTestId('mail-link-sign-in').waitFor();
await page.screenshot({ path: `${out}/mail-link-signin-sr-375.png`, fullPage: true });
// Signed in, English: the free extension applied.
page = await ctx(1440, 'en', token);
await page.goto(links[0].replace(/^http:\/\/[^/]+/, base));
await page.getByTestId('mail-link-extended').waitFor({ timeout: 20000 });
await page.screenshot({ path: `${out}/mail-link-extended-en-1440.png`, fullPage: true });
// Used again.
await page.goto(links[0].replace(/^http:\/\/[^/]+/, base));
await page.getByText('This link has been used.').waitFor();
await page.screenshot({ path: `${out}/mail-link-used-en-1440.png`, fullPage: true });
// Admin section.
for (const [w, l] of [[375, 'sr'], [1440, 'en']]) {
  page = await ctx(w, l, admin);
  await page.goto(base + '/dashboard?section=sekvence');
  await page.getByTestId('sequence-stats').waitFor({ timeout: 20000 });
  await page.screenshot({ path: `${out}/admin-sequences-${l}-${w}.png`, fullPage: true });
}
await page.getByTestId('sequence-expiry-days').fill('30, 7, 0');
await page.getByTestId('sequences-save').click();
await page.getByText('The number of days must be').first().waitFor();
await page.screenshot({ path: `${out}/admin-sequences-error-en-1440.png`, fullPage: false });
await browser.close();
