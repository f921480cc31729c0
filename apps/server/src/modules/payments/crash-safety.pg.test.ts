// A server killed (SIGKILL) after verifying a card notify but before the grant commits leaves no half-state:
// the payment stays pending with nothing granted, and the bank's retried notify completes it after a restart.
// Runs on PostgreSQL, where a second connection can hold the grant back at exactly that point.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateUpcSimulatorKeys } from '@atelje/simulators/upc-keys';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifySignatureString, sign } from '../../drivers/payments/upc';
import { createPostgresDatabase, freePort, onPostgres } from '../../test/app';
import { hashPassword } from '../auth/passwords';

const serverEntry = path.resolve(import.meta.dirname, '../../server.ts');
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.runIf(onPostgres)('a crash between a verified notify and the grant', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let dataDir: string;
  let port: number;
  let baseUrl: string;
  let server: ChildProcess | undefined;
  let client: pg.Client;

  async function startServer(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        SEED_DEMO: 'false',
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const up = await fetch(`${baseUrl}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (up) return child;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    child.kill('SIGKILL');
    throw new Error('the server did not start');
  }

  beforeAll(async () => {
    database = await createPostgresDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelje-crash-'));
    port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = await startServer();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`
      insert into categories (id, slug, name_sr, name_en) values (1, 'dizajn-enterijera', 'Dizajn enterijera', 'Interior design');
      insert into instructors (id, name, email) values (1, 'Ana Petrović', 'ana@primer.rs');
      insert into courses (id, title, description, type, category_id, author_id, price_para, original_price_para)
        values (1, 'Osnove dizajna enterijera', 'Opis', 'professional', 1, 1, 1490000, 1860000);
    `);
    await client.query(
      `insert into users (name, email, password_hash) values ('Kupac', 'kupac@primer.rs', $1)`,
      [await hashPassword('Probna#Lozinka7')],
    );
  }, 120_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    await client?.end();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the payment pending with nothing granted, and the retried notify completes it once', async () => {
    const login = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kupac@primer.rs', password: 'Probna#Lozinka7' }),
    });
    const { token, user } = (await login.json()) as { token: string; user: { id: number } };
    const started = await fetch(`${baseUrl}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        items: [{ type: 'course', id: 1 }],
        payment_method: 'upc',
        billing: { name: 'Kupac', email: 'kupac@primer.rs', phone: '0601234567' },
      }),
    });
    const { payment_id: paymentId, form_data: form } = (await started.json()) as {
      payment_id: string;
      form_data: Record<string, string>;
    };
    const keys = loadOrCreateUpcSimulatorKeys(dataDir);
    const fields: Record<string, string> = {
      MerchantID: form.MerchantID!,
      TerminalID: form.TerminalID!,
      PurchaseTime: form.PurchaseTime!,
      OrderID: form.OrderID!,
      XID: 'XID-CRASH-1',
      Currency: form.Currency!,
      TotalAmount: form.TotalAmount!,
      SD: form.SD!,
      TranCode: '000',
      ApprovalCode: '654321',
      Rrn: '111222333444',
      ProxyPan: '411111******1111',
    };
    fields.Signature = sign(notifySignatureString(fields), keys.gatewayPrivateKeyPem, 'sha512');
    const notify = () =>
      fetch(`${baseUrl}/api/payments/upc/notify`, {
        method: 'POST',
        headers: FORM,
        body: new URLSearchParams(fields),
      });

    // Hold the grant back: an uncommitted access row for the same person and course makes the server's insert wait
    // after it has verified the notify and marked the payment and the order inside its transaction.
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query(
      `insert into course_access (user_id, course_id, source, expires_at) values ($1, 1, 'admin', now())`,
      [user.id],
    );
    const inFlight = notify().catch(() => null);
    const deadline = Date.now() + 20_000;
    let waiting = false;
    while (!waiting && Date.now() < deadline) {
      const { rows } = await client.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into "course_access"%'`,
      );
      waiting = rows[0].n > 0;
      if (!waiting) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(waiting).toBe(true);
    server!.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));
    expect(await inFlight).toBeNull();
    await blocker.query('rollback');
    await blocker.end();

    // PostgreSQL ends the dead server's session; its transaction is rolled back.
    const after = async () => ({
      payment: (await client.query('select status from payments where id = $1', [paymentId])).rows[0]?.status,
      order: (await client.query('select status from orders')).rows[0]?.status,
      grants: (await client.query('select count(*)::int as n from access_grants')).rows[0].n,
      access: (await client.query('select count(*)::int as n from course_access')).rows[0].n,
    });
    const settle = Date.now() + 10_000;
    while (
      (
        await client.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
        )
      ).rows[0].n > 0 &&
      Date.now() < settle
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await after()).toEqual({ payment: 'pending', order: 'pending', grants: 0, access: 0 });

    // The bank retries its notify after the restart: completed once, granted once.
    server = await startServer();
    const reply = await (await notify()).text();
    expect(reply).toContain('Response.action=approve');
    expect(await after()).toEqual({ payment: 'completed', order: 'paid', grants: 1, access: 1 });
    const again = await (await notify()).text();
    expect(again).toContain('Response.action=approve');
    expect((await after()).grants).toBe(1);
  }, 120_000);
});
