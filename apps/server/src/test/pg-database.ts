// A throw-away PostgreSQL database for the tests and the bench: made on the server of a maintenance URL, dropped
// with FORCE (connections still open are ended).
import pg from 'pg';

/**
 * Runs `statements` (the CREATE DATABASE of `name` first, then any ALTER DATABASE) as the maintenance connection of
 * adminUrl, and answers the new database's URL and its drop.
 */
export async function createDatabaseOn(
  adminUrl: string,
  name: string,
  statements: string[],
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const statement of statements) await admin.query(statement);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
