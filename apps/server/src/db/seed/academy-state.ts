// What the database holds, for the demo seed and the payment simulators (docs/decisions/026):
// - 'empty': no account, no order, no category: the only database the demo seed may fill;
// - 'demo': the demo seed filled it (it left its marker in the site settings), whatever visitors did since;
// - 'real': anything else, i.e. an academy's own data. It is never seeded, and in production it never gets the
//   payment simulators, whatever SEED_DEMO and PAYMENT_SIMULATORS say.
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../client';
import { categories, orders, siteSettings, users } from '../schema/index';

export type AcademyState = 'empty' | 'demo' | 'real';

/** The site setting the demo seed writes in the transaction that inserts the demo data. */
export const DEMO_MARKER_KEY = 'demo_academy';

export async function academyState(db: Pick<Db, 'select'>): Promise<AcademyState> {
  const [marker] = await db
    .select({ key: siteSettings.key })
    .from(siteSettings)
    .where(eq(siteSettings.key, DEMO_MARKER_KEY))
    .limit(1);
  if (marker) return 'demo';
  const [user, order, category] = await Promise.all([
    db.select({ id: users.id }).from(users).limit(1),
    db.select({ id: orders.id }).from(orders).limit(1),
    db.select({ id: categories.id }).from(categories).limit(1),
  ]);
  return user.length + order.length + category.length === 0 ? 'empty' : 'real';
}

export interface DemoStartup {
  /** Run the demo seed (it checks the state again, under its lock). */
  seed: boolean;
  /** Serve the payment simulators. */
  simulators: boolean;
  /** Print the demo logins (the demo accounts exist or are about to). */
  demoLogins: boolean;
  warnings: string[];
}

/**
 * What a starting server does with the demo: seed only an empty database and only when SEED_DEMO is on; in
 * production, keep the payment simulators off unless the database is (or is about to become) the demo academy.
 */
export function demoStartup(
  config: Pick<Config, 'env' | 'demo'> & { payments: Pick<Config['payments'], 'simulators'> },
  state: AcademyState,
): DemoStartup {
  const warnings: string[] = [];
  const seed = config.demo.seed && state === 'empty';
  const demo = state === 'demo' || seed;
  if (config.demo.seed && state === 'real') {
    warnings.push(
      'SEED_DEMO is on, but the database holds an academy of its own (accounts, orders or categories): not seeding it. Set SEED_DEMO=false.',
    );
  }
  let simulators = config.payments.simulators;
  if (simulators && config.env === 'production' && !demo) {
    simulators = false;
    warnings.push(
      'PAYMENT_SIMULATORS is on, but this database is not the demo academy: the payment simulators stay off. Set PAYMENT_SIMULATORS=false.',
    );
  }
  return { seed, simulators, demoLogins: config.demo.seed && demo, warnings };
}
