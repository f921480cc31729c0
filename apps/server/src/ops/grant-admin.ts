// `npm run grant-admin -- <e-mail>`: makes an existing account an administrator. A real academy starts without the
// demo seed (SEED_DEMO=false), so nobody can open the dashboard yet: its owner signs up on the site, then runs this
// once on the server. With the embedded PGlite database, stop the server first (one process at a time).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { parseConfig } from '../config';
import { ensureAppSecret } from '../config-secret';
import { type Database, openDatabase } from '../db/client';
import { users } from '../db/schema/index';
import { assertPgliteClosed } from './backup';

export async function grantAdmin(
  database: Database,
  email: string,
): Promise<{ id: number; email: string; already: boolean }> {
  const address = email.trim().toLowerCase();
  const [account] = await database.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, address));
  if (!account) throw new Error(`no account with the e-mail ${address}: sign up on the site first`);
  if (account.role !== 'admin') {
    await database.db
      .update(users)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(eq(users.id, account.id));
  }
  return { id: account.id, email: address, already: account.role === 'admin' };
}

async function main(): Promise<void> {
  const email = process.argv[2];
  if (!email || email.startsWith('-')) throw new Error('usage: npm run grant-admin -- <e-mail>');
  const config = ensureAppSecret(parseConfig());
  if (!config.databaseUrl) await assertPgliteClosed(path.join(config.dataDir, 'db'));
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await grantAdmin(database, email);
    console.log(
      result.already
        ? `${result.email} is already an administrator.`
        : `${result.email} is now an administrator: reload the site to open the dashboard.`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: Error) => {
    console.error(`grant-admin failed: ${error.message}`);
    process.exit(1);
  });
}
