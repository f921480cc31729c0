// The buyer on the PayPal simulator's approval page, as API tests play them: the page is read as a browser gets it
// and the chosen button's form posted back.
import { expect } from 'vitest';

/** Presses the button whose label contains `button` on the page at redirectUrl; the 303 it answers is not followed. */
export async function pressPaypalButton(redirectUrl: string, button: string): Promise<Response> {
  const url = new URL(redirectUrl);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  const value = [...html.matchAll(/<button[^>]*name="([^"]+)"[^>]*value="([^"]+)"[^>]*>([^<]*)</g)].find(
    (m) => m[3]!.includes(button),
  );
  expect(value, `button ${button}`).toBeTruthy();
  return fetch(new URL(action ?? url.pathname, url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...hidden, [value![1]!]: value![2]! }).toString(),
    redirect: 'manual',
  });
}
