// `npm run seed` seeds the demo academy into an empty database; `npm run seed -- --reset` empties every table
// and the media store (the media directory, or the bucket's media objects with STORAGE_DRIVER=s3) first.
// Prints what it did and the two demo logins. An academy's own data (accounts, orders, categories) is never seeded
// over nor emptied: only an empty database or the demo academy itself (academy-state.ts, ADR 026).
import { parseConfig } from '../../config';
import { ensureAppSecret } from '../../config-secret';
import { createStorage, S3Storage } from '../../drivers/storage/index';
import { mediaStoreOf } from '../../ops/media-store';
import { openDatabase } from '../client';
import { academyState } from './academy-state';
import { NotTheDemoError, seedDemo } from './seed';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(
      'Usage: npm run seed [-- --reset]\n  --reset  empty all tables and the media store (directory or bucket), then seed again',
    );
    return;
  }
  const reset = args.includes('--reset');
  const config = ensureAppSecret(parseConfig());
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const storage = createStorage(config);
  const where =
    database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.databaseUrl ?? `${config.dataDir}/db`})`;
  console.log(`Database: ${where}\nMedia: ${mediaStoreOf(storage).description}`);
  try {
    const started = Date.now();
    let result: Awaited<ReturnType<typeof seedDemo>>;
    try {
      result = await seedDemo({
        db: database.db,
        config,
        storage,
        log: (line) => console.log(line),
        reset,
      });
    } catch (error) {
      if (!(error instanceof NotTheDemoError)) throw error;
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    if (result.created && result.summary) {
      const s = result.summary;
      console.log(
        [
          `Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
          `  ${s.categories} categories, ${s.instructors} instructors, ${s.courses} courses, ${s.videos} videos,`,
          `  ${s.ebooks} e-books, ${s.templates} templates, ${s.users} accounts, ${s.mediaFiles} media files`,
          `  settings: ${Object.entries(s.settings)
            .map(([k, v]) => `${k}=${v}`)
            .join(', ')}`,
        ].join('\n'),
      );
    } else if ((await academyState(database.db)) === 'demo') {
      console.log('Nothing seeded: the database already has the demo data (run with --reset to start over).');
    } else {
      console.log(
        'Nothing seeded: the database holds an academy of its own (accounts, orders or categories).',
      );
      return;
    }
    console.log(
      [
        'Demo logins:',
        `  administrator  ${config.demo.adminEmail}  /  ${config.demo.adminPassword}`,
        `  learner        ${config.demo.learnerEmail}  /  ${config.demo.learnerPassword}`,
      ].join('\n'),
    );
  } finally {
    await database.close();
    if (storage instanceof S3Storage) await storage.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
