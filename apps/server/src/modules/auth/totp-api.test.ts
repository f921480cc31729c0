// Two-factor sign-in through the API (ADR 027): enrolment on the profile, the code step of POST /login, replay
// and throttling, recovery codes, turning it off, and the academy's "require a second factor of administrators".
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { adminAuditLog, userRecoveryCodes, userTotp } from '../../db/schema/index';
import { buildTestApp, createUser } from '../../test/app';
import { base32Decode, totpAt } from './totp';
import { totpClock } from './totp.service';

const t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_IP: '1000' });
afterAll(() => t.close());
afterEach(() => {
  totpClock.now = () => Date.now();
});

let ipSeq = 0;
const nextIp = () => ({ 'x-forwarded-for': `10.77.${++ipSeq % 250}.${ipSeq >> 8}` });

type Account = Awaited<ReturnType<typeof createUser>>;

/** Moves the codes' clock one 30-second step on, so each code of a test is of a new step. */
let clockMs = Date.UTC(2026, 10, 26, 12, 0, 0);
function nextStep() {
  clockMs += 30_000;
  const at = clockMs;
  totpClock.now = () => at;
  return at;
}

/** A POST with the bearer of `account`. */
const postAs = (account: Account, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: account.auth, payload });

async function enrol(account: Account) {
  const setup = await t.app.inject({ method: 'POST', url: '/api/user/totp/setup', headers: account.auth });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const key = base32Decode(secret);
  const at = nextStep();
  const res = await postAs(account, '/api/user/totp/enable', { code: totpAt(key, at) });
  expect(res.statusCode, res.body).toBe(200);
  return { key, secret, recovery: (res.json() as { recovery_codes: string[] }).recovery_codes };
}

async function passwordLogin(account: Account, headers = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers,
    payload: { email: account.email, password: account.password },
  });
}

async function codeLogin(challenge: string, code: string, headers = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/login/totp', headers, payload: { challenge, code } });
}

describe('enrolment', () => {
  it('shows a secret, an otpauth URI and a QR code, and counts only after a current code', async () => {
    const ana = await createUser(t);
    const setup = await t.app.inject({ method: 'POST', url: '/api/user/totp/setup', headers: ana.auth });
    const body = setup.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauth_url).toContain(
      `otpauth://totp/Atelje:${encodeURIComponent(ana.email)}?secret=${body.secret}`,
    );
    expect(body.qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);

    // Not on yet: the password alone still signs in.
    let status = await t.app.inject({ url: '/api/user/totp', headers: ana.auth });
    expect(status.json()).toEqual({ enabled: false, recovery_codes_left: 0, enrolment_required: false });
    expect((await passwordLogin(ana)).json().token).toBeTruthy();

    const at = nextStep();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/totp/enable',
      headers: { ...ana.auth, 'accept-language': 'en' },
      payload: { code: totpAt(base32Decode(body.secret), at + 120_000) },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('The code is not valid or has already been used.');
    status = await t.app.inject({ url: '/api/user/totp', headers: ana.auth });
    expect(status.json().enabled).toBe(false);

    const ok = await postAs(ana, '/api/user/totp/enable', { code: totpAt(base32Decode(body.secret), at) });
    expect(ok.statusCode).toBe(200);
    const codes = ok.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    status = await t.app.inject({ url: '/api/user/totp', headers: ana.auth });
    expect(status.json()).toEqual({ enabled: true, recovery_codes_left: 10, enrolment_required: false });

    // At rest: the secret sealed, the recovery codes hashed.
    const [row] = await t.database.db.select().from(userTotp).where(eq(userTotp.userId, ana.id));
    expect(row!.secret).not.toContain(body.secret);
    expect(row!.secret).toMatch(/^v1\./);
    const stored = await t.database.db
      .select()
      .from(userRecoveryCodes)
      .where(eq(userRecoveryCodes.userId, ana.id));
    const text = JSON.stringify(stored);
    for (const code of codes) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(code.replaceAll('-', ''));
    }

    // A second setup cannot replace an enabled factor.
    const again = await t.app.inject({ method: 'POST', url: '/api/user/totp/setup', headers: ana.auth });
    expect(again.statusCode).toBe(409);

    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.actorUserId, ana.id));
    expect(audit).toMatchObject({ action: 'totp.enabled', entityType: 'totp', entityId: String(ana.id) });
    expect(JSON.stringify(audit)).not.toContain(body.secret);
  });

  it('signs out the other sessions when the factor is turned on', async () => {
    const ana = await createUser(t);
    const other = (await passwordLogin(ana)).json().token as string;
    await enrol(ana);
    const res = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${other}` } });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user', headers: ana.auth })).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/user/totp/setup' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/totp' })).statusCode).toBe(401);
  });
});

describe('signing in with a second factor', () => {
  it('keeps the spec answer for accounts without one', async () => {
    const ana = await createUser(t);
    const res = await passwordLogin(ana);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['token', 'tokenType', 'user']);
  });

  it('answers a challenge instead of a token, then a token for a current code, once', async () => {
    const ana = await createUser(t);
    const { key } = await enrol(ana);
    const first = await passwordLogin(ana);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfa_required: true, challenge: expect.any(String), expires_in: 300 });
    expect(first.json().token).toBeUndefined();

    const at = nextStep();
    const code = totpAt(key, at);
    const ok = await codeLogin(first.json().challenge, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.email).toBe(ana.email);
    const me = await t.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${ok.json().token}` },
    });
    expect(me.statusCode).toBe(200);

    // The challenge is used up, and the same code does not sign in again with a new challenge.
    expect((await codeLogin(first.json().challenge, code)).statusCode).toBe(401);
    const second = await passwordLogin(ana);
    const replay = await codeLogin(second.json().challenge, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Kôd nije ispravan ili je već iskorišćen.');
    // An older step than the one used is refused too; the next step works.
    expect((await codeLogin(second.json().challenge, totpAt(key, at - 30_000))).statusCode).toBe(401);
    expect((await codeLogin(second.json().challenge, totpAt(key, at + 30_000))).statusCode).toBe(200);
  });

  it('accepts each recovery code once', async () => {
    const ana = await createUser(t);
    const { recovery } = await enrol(ana);
    const one = await passwordLogin(ana);
    const ok = await codeLogin(one.json().challenge, recovery[3]!.toLowerCase().replaceAll('-', ' '));
    expect(ok.statusCode, ok.body).toBe(200);
    const two = await passwordLogin(ana);
    expect((await codeLogin(two.json().challenge, recovery[3]!)).statusCode).toBe(401);
    expect((await codeLogin(two.json().challenge, recovery[4]!)).statusCode).toBe(200);
    const status = await t.app.inject({ url: '/api/user/totp', headers: ana.auth });
    expect(status.json().recovery_codes_left).toBe(8);
  });

  it('refuses an unknown challenge and spends a challenge after five wrong codes', async () => {
    const ana = await createUser(t);
    const { key } = await enrol(ana);
    const unknown = await codeLogin('x'.repeat(43), '123456');
    expect(unknown.statusCode).toBe(401);
    const { challenge } = (await passwordLogin(ana)).json();
    for (let i = 0; i < 5; i++) expect((await codeLogin(challenge, '000000')).statusCode).toBe(401);
    const at = nextStep();
    const afterwards = await codeLogin(challenge, totpAt(key, at));
    expect([401, 429]).toContain(afterwards.statusCode);
  });

  it('throttles wrong codes per account like wrong passwords', async () => {
    const ana = await createUser(t);
    const { key } = await enrol(ana);
    for (let i = 0; i < 5; i++) {
      const { challenge } = (await passwordLogin(ana)).json();
      expect((await codeLogin(challenge, '000000')).statusCode).toBe(401);
    }
    const { challenge } = (await passwordLogin(ana)).json();
    const at = nextStep();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/totp',
      headers: { ...nextIp(), 'accept-language': 'en' },
      payload: { challenge, code: totpAt(key, at) },
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeTruthy();
    expect(res.json().message).toMatch(/^Too many login attempts/);
  });

  it('refuses bad input with a message, never a 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/totp',
      headers: { 'accept-language': 'en' },
      payload: { challenge: 'short', code: '' },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('turning it off', () => {
  it('needs a current code or the password, and is audited', async () => {
    const ana = await createUser(t);
    const { key } = await enrol(ana);
    const none = await postAs(ana, '/api/user/totp/disable', {});
    expect(none.statusCode).toBe(422);
    const wrongPassword = await postAs(ana, '/api/user/totp/disable', { password: 'Pogresna#Lozinka1' });
    expect(wrongPassword.statusCode).toBe(422);
    const wrongCode = await postAs(ana, '/api/user/totp/disable', { code: '000000' });
    expect(wrongCode.statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/user/totp', headers: ana.auth })).json().enabled).toBe(true);

    const at = nextStep();
    const ok = await postAs(ana, '/api/user/totp/disable', { code: totpAt(key, at) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.app.inject({ url: '/api/user/totp', headers: ana.auth })).json().enabled).toBe(false);
    expect(Object.keys((await passwordLogin(ana)).json()).sort()).toEqual(['token', 'tokenType', 'user']);
    const rows = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.actorUserId, ana.id));
    expect(rows.map((row) => row.action)).toEqual(['totp.enabled', 'totp.disabled']);
  });

  it('accepts the password', async () => {
    const ana = await createUser(t);
    await enrol(ana);
    const ok = await postAs(ana, '/api/user/totp/disable', { password: ana.password });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('requiring a second factor of administrators', () => {
  it('lets only an enrolled administrator turn it on, then refuses admin routes to administrators without one', async () => {
    const boss = await createUser(t, { role: 'admin' });
    const other = await createUser(t, { role: 'admin' });
    const learner = await createUser(t);

    const early = await t.app.inject({
      method: 'POST',
      url: '/api/admin/security-settings',
      headers: { ...boss.auth, 'accept-language': 'en' },
      payload: { admin_mfa_required: true },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Turn on two-factor sign-in for your own account first.');

    await enrol(boss);
    const on = await postAs(boss, '/api/admin/security-settings', { admin_mfa_required: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toEqual({ admin_mfa_required: true });

    // The administrator without a second factor: refused with a clear message, but can enrol.
    const refused = await t.app.inject({
      url: '/api/admin/users',
      headers: { ...other.auth, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Administrators must turn on two-factor sign-in/);
    const status = await t.app.inject({ url: '/api/user/totp', headers: other.auth });
    expect(status.json().enrolment_required).toBe(true);
    // Learners are not concerned.
    expect(
      (await t.app.inject({ url: '/api/user/totp', headers: learner.auth })).json().enrolment_required,
    ).toBe(false);
    await enrol(other);
    expect((await t.app.inject({ url: '/api/admin/users', headers: other.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/users', headers: boss.auth })).statusCode).toBe(200);

    const audit = await t.app.inject({
      url: '/api/admin/audit-log?entity_type=setting',
      headers: boss.auth,
    });
    expect(audit.json().data[0]).toMatchObject({
      action: 'setting.updated',
      actor_email: boss.email,
      entity_id: 'admin_mfa_required',
      changes: { admin_mfa_required: { from: false, to: true } },
    });

    const off = await postAs(boss, '/api/admin/security-settings', { admin_mfa_required: false });
    expect(off.statusCode).toBe(200);
    const read = await t.app.inject({ url: '/api/admin/security-settings', headers: boss.auth });
    expect(read.json().data).toEqual({ admin_mfa_required: false });
  });
});
