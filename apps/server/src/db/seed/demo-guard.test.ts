// The demo is opt-in in production and never lands in an academy's own database (issue 14, item 10; ADR 026):
// the defaults by NODE_ENV, the seed's refusal of a database with accounts or orders, and the start-up decision
// that keeps the payment simulators off a real academy in production.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { LocalStorage } from '../../drivers/storage/local';
import { type Database, openDatabase } from '../client';
import { categories, orders, siteSettings, users } from '../schema/index';
import { academyState, DEMO_MARKER_KEY, demoStartup } from './academy-state';
import { seedDemo } from './seed';

let dir: string;
let database: Database;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-demo-guard-'));
  database = await openDatabase({ url: 'memory://', dataDir: dir });
}, 60_000);
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.execute(
    sql`TRUNCATE TABLE orders, users, categories, site_settings RESTART IDENTITY CASCADE`,
  );
});

const base = () => ({ DATA_DIR: dir, APP_SECRET: 'x'.repeat(40) });

describe('defaults by NODE_ENV', () => {
  it('production: no demo seed and no payment simulators unless asked for', () => {
    const config = parseConfig({ ...base(), NODE_ENV: 'production' });
    expect(config.demo.seed).toBe(false);
    expect(config.payments.simulators).toBe(false);
  });

  it('production with SEED_DEMO=true alone: the demo data, still no simulators', () => {
    const config = parseConfig({ ...base(), NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(config.demo.seed).toBe(true);
    expect(config.payments.simulators).toBe(false);
  });

  it('production with both opt-ins (what `npm start` sets): the whole demo', () => {
    const config = parseConfig({
      ...base(),
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      PAYMENT_SIMULATORS: 'true',
    });
    expect(config.demo.seed).toBe(true);
    expect(config.payments.simulators).toBe(true);
  });

  it('development keeps the demo by default', () => {
    const config = parseConfig({ ...base(), NODE_ENV: 'development' });
    expect(config.demo.seed).toBe(true);
    expect(config.payments.simulators).toBe(true);
  });
});

async function seedInto() {
  const config = parseConfig({ ...base(), NODE_ENV: 'production', SEED_DEMO: 'true' });
  const log: string[] = [];
  const result = await seedDemo({
    db: database.db,
    config,
    storage: new LocalStorage(path.join(dir, 'media')),
    log: (line) => log.push(line),
    lessonSeconds: 1,
    introSeconds: 1,
  });
  return { result, log, config };
}

describe('the seed never fills an academy of its own', () => {
  it('refuses a database that holds an account, though it has no category yet', async () => {
    await database.db.insert(users).values({ name: 'Vlasnica', email: 'vlasnica@akademija.example' });
    expect(await academyState(database.db)).toBe('real');
    const { result, log, config } = await seedInto();
    expect(result.created).toBe(false);
    expect(log.join('\n')).toMatch(/holds data of its own/);
    const [admin] = await database.db.select().from(users).where(eq(users.email, config.demo.adminEmail));
    expect(admin).toBeUndefined();
    expect((await database.db.select({ n: count() }).from(categories))[0].n).toBe(0);
  });

  it('refuses a database that holds an order, even of an account with the demo address', async () => {
    const config = parseConfig({ ...base(), NODE_ENV: 'production' });
    const [owner] = await database.db
      .insert(users)
      .values({ name: 'Admin', email: config.demo.adminEmail })
      .returning({ id: users.id });
    await database.db.insert(orders).values({
      number: '2026-000001',
      userId: owner.id,
      subtotalPara: 100,
      totalPara: 100,
      billing: { name: 'Admin', email: config.demo.adminEmail, phone: '0601234567' },
      paymentMethod: 'uplatnica',
    });
    expect(await academyState(database.db)).toBe('real');
    const { result } = await seedInto();
    expect(result.created).toBe(false);
    expect((await database.db.select({ n: count() }).from(users))[0].n).toBe(1);
  });

  it('refuses a reset of a database that is not the demo academy', async () => {
    await database.db.insert(users).values({ name: 'Vlasnica', email: 'vlasnica@akademija.example' });
    const config = parseConfig({ ...base(), NODE_ENV: 'production', SEED_DEMO: 'true' });
    await expect(
      seedDemo({ db: database.db, config, storage: new LocalStorage(path.join(dir, 'media')), reset: true }),
    ).rejects.toThrow(/not the demo academy/);
    expect((await database.db.select({ n: count() }).from(users))[0].n).toBe(1);
  });

  it('tells an empty database and the demo academy apart from a real one', async () => {
    expect(await academyState(database.db)).toBe('empty');
    await database.db.insert(siteSettings).values({ key: DEMO_MARKER_KEY, value: true });
    await database.db.insert(users).values({ name: 'Posetilac', email: 'posetilac@primer.rs' });
    expect(await academyState(database.db)).toBe('demo');
  });
});

describe('start-up decision', () => {
  const production = (env: Record<string, string>) =>
    parseConfig({ ...base(), NODE_ENV: 'production', ...env });
  const demoOptIn = { SEED_DEMO: 'true', PAYMENT_SIMULATORS: 'true' };

  it('an empty database with both opt-ins becomes the demo, with its simulators and logins', () => {
    expect(demoStartup(production(demoOptIn), 'empty')).toEqual({
      seed: true,
      simulators: true,
      demoLogins: true,
      warnings: [],
    });
    expect(demoStartup(production(demoOptIn), 'demo')).toMatchObject({ seed: false, simulators: true });
  });

  it('a real academy started with the demo opt-ins (`npm start`) gets no seed, no simulators, a warning', () => {
    const decision = demoStartup(production(demoOptIn), 'real');
    expect(decision).toMatchObject({ seed: false, simulators: false, demoLogins: false });
    expect(decision.warnings.join('\n')).toMatch(/SEED_DEMO.*PAYMENT_SIMULATORS/s);
  });

  it('production defaults: nothing demo at all, whatever the database', () => {
    for (const state of ['empty', 'demo', 'real'] as const) {
      expect(demoStartup(production({}), state)).toEqual({
        seed: false,
        simulators: false,
        demoLogins: false,
        warnings: [],
      });
    }
  });

  it('outside production the simulators stay on for a developer’s own data', () => {
    const config = parseConfig({ ...base(), NODE_ENV: 'development' });
    expect(demoStartup(config, 'real')).toMatchObject({ seed: false, simulators: true });
  });
});
