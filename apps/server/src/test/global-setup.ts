// Vitest's global setup of the API project: the database templates every test file copies (test/templates.ts).
// The names reach the test files through the environment, which the workers inherit.
import { pgliteTemplate, postgresTemplate, templateHash } from './templates';

export default async function setup() {
  const hash = templateHash();
  process.env.ATELJE_TEST_PGLITE_TEMPLATE = await pgliteTemplate(hash);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.ATELJE_TEST_DB === 'postgres' && adminUrl) {
    process.env.ATELJE_TEST_PG_TEMPLATE = await postgresTemplate(adminUrl, hash);
  }
}
