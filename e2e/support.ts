// Helpers shared by the journeys: the admin's view of the mail outbox, accounts made through the API, the menu.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const admin = {
  email: process.env.ADMIN_EMAIL ?? 'admin@atelje.rs',
  password: process.env.ADMIN_PASSWORD ?? 'Atelje!2026',
};
export const learner = {
  email: process.env.LEARNER_EMAIL ?? 'polaznik@atelje.rs',
  password: process.env.LEARNER_PASSWORD ?? 'Polaznik!2026',
};

let counter = 0;
export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${process.pid}.${++counter}@primer.rs`;
}

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token;
}

export async function apiRegister(request: APIRequestContext, name: string, email: string, password: string) {
  const res = await request.post('/api/register', {
    data: { name, email, password, password_confirmation: password },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Reads the newest e-mail of a template to an address, as an administrator would in the outbox. */
export async function readMail(request: APIRequestContext, to: string, template: string) {
  const token = await apiLogin(request, admin.email, admin.password);
  for (let attempt = 0; attempt < 60; attempt++) {
    const res = await request.get(`/api/admin/mail-outbox?to=${encodeURIComponent(to)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    const mail = (await res.json()).data.find((m: { template: string }) => m.template === template);
    if (mail) return mail as { subject: string; html: string; text: string };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${template} e-mail to ${to}`);
}

/** On a phone the navbar items live in the drawer: open it first. */
export async function openMenuIfCollapsed(page: Page) {
  const menu = page.getByRole('button', { name: /^(Otvori meni|Open menu)$/ });
  if (await menu.isVisible()) {
    await menu.click();
    return page.getByRole('dialog', { name: /^(Meni|Menu)$/ });
  }
  return page.getByRole('banner');
}
