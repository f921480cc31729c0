import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { catalogGeneration } from './catalog-cache';
import { courseStore, courseStoreOrWait } from './course-store';

let t: TestApp;
beforeAll(async () => {
  t = await buildCatalogTestApp();
});
afterAll(async () => t?.close());

/** The deps of an academy on the embedded database (whichever database the test file runs on). */
const embedded = () => ({ db: t.app.db, config: { ...t.config, databaseUrl: 'memory://' } });

describe('the course store', () => {
  it('is waited for while it is read on the embedded database, and answers once it is in', async () => {
    const deps = embedded();
    const before = catalogGeneration();
    await t.app.bus.publish('catalog.changed', {});
    expect(catalogGeneration()).toBeGreaterThan(before);
    // Cleared: nothing to answer from at once; the read has started.
    expect(courseStore(deps)).toBeNull();
    const store = await courseStoreOrWait(deps);
    expect(store?.courses.get(fixture.courses.basics)?.title).toBe('Osnove dizajna enterijera');
    expect(courseStore(deps)).toBe(store);
  });

  it('is not waited for with a PostgreSQL server, which answers a page without holding the process', async () => {
    const deps = { db: t.app.db, config: { ...t.config, databaseUrl: 'postgres://elsewhere/atelje' } };
    await t.app.bus.publish('catalog.changed', {});
    expect(courseStore(deps)).toBeNull();
    expect(await courseStoreOrWait(deps)).toBeNull();
    // The read goes on in the background all the same.
    await courseStoreOrWait(embedded());
    expect(courseStore(deps)?.courses.has(fixture.courses.basics)).toBe(true);
  });
});
