// npm run backup / npm run restore with STORAGE_DRIVER=s3, against s3rver: an academy whose media live in a bucket
// (the catalog fixture, and the invoice PDFs its fulfilment job writes there) is backed up with every media object
// streamed into the backup with its SHA-256, resumable uploads in progress and readiness probes left out, and
// restored into an empty database and an empty bucket, where every order, grant and file comes back byte-equal.
// Runs on PGlite (a data directory) and, with ATELJE_TEST_DB=postgres, on PostgreSQL (backed up live).
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { S3Storage, s3ClientConfig } from '../drivers/storage/s3';
import { buildTestApp, createPostgresDatabase, onPostgres, type TestApp } from '../test/app';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createBackup, type DatabaseLocation } from './backup';
import type { BackupManifest } from './manifest';
import { type BackupMediaStore, s3MediaStore } from './media-store';
import { restoreBackup } from './restore';
import { buildSalesAcademy, type SaleRows, saleRows } from './test-academy';

const SOURCE = 'atelje-media';
const TARGET = 'atelje-restored';
/** Objects of a resumable upload in progress (ADR 015): in the bucket, but not media. */
const UPLOAD_ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

let s3: TestS3Server;
/** A plain SDK client: what the tests expect is read from the buckets without the code under test. */
let raw: S3Client;
let t: TestApp;
let tClosed = false;
let work: string;
let source: S3Storage;
let target: S3Storage;
let expected: SaleRows;
let expectedMedia: Record<string, string>;
let manifest: BackupManifest;
const backupDir = () => path.join(work, 'backup');
const dropDatabases: Array<() => Promise<void>> = [];

const put = (Bucket: string, Key: string, body: string) =>
  raw.send(new PutObjectCommand({ Bucket, Key, Body: Buffer.from(body) }));

/** SHA-256 of every object of a bucket, read with plain ListObjects and GetObject calls. */
async function bucketHashes(Bucket: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  const { Contents = [], IsTruncated } = await raw.send(new ListObjectsCommand({ Bucket }));
  expect(IsTruncated).toBeFalsy();
  for (const { Key } of Contents) {
    const body = await raw.send(new GetObjectCommand({ Bucket, Key }));
    hashes[Key as string] = createHash('sha256')
      .update(await body.Body!.transformToByteArray())
      .digest('hex');
  }
  return hashes;
}

const withoutUploads = (hashes: Record<string, string>) =>
  Object.fromEntries(Object.entries(hashes).filter(([key]) => !key.startsWith(UPLOAD_ID)));

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'atelje-backup-s3-test-'));
  s3 = await startS3Server(SOURCE);
  const { settings } = s3;
  raw = new S3Client(s3ClientConfig(settings));
  await raw.send(new CreateBucketCommand({ Bucket: TARGET }));
  source = new S3Storage(settings);
  target = new S3Storage({ ...settings, bucket: TARGET });

  t = await buildTestApp({
    ...(onPostgres ? {} : { DATABASE_URL: '' }),
    STORAGE_DRIVER: 's3',
    S3_BUCKET: SOURCE,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
    S3_FORCE_PATH_STYLE: 'true',
  });
  expected = await buildSalesAcademy(t);
  expectedMedia = await bucketHashes(SOURCE);

  // Beside the media: an upload in progress, a readiness probe, a width of a picture, and an object deleted while
  // the backup runs.
  await put(SOURCE, UPLOAD_ID, 'finished upload, not yet taken');
  await put(SOURCE, `${UPLOAD_ID}.info`, '{"id":"upload state"}');
  await put(SOURCE, '_ready/probe-0011223344556677', 'atelje readiness probe');
  // A width of a picture the media route made (ADR 068): made again from the original, never backed up.
  await put(SOURCE, '_variants/courses/1/cover.jpg/1f-19a-640.webp', 'a width of the cover');
  await put(SOURCE, 'videos/1/converted-original.avi', 'deleted by its conversion job during the backup');
  const store = s3MediaStore(source, { pageSize: 3 });
  const media: BackupMediaStore = {
    ...store,
    async *list() {
      yield* store.list();
      await source.delete('videos/1/converted-original.avi');
    },
  };

  let database: DatabaseLocation;
  if (onPostgres) {
    database = { kind: 'postgres', url: t.database.url as string };
  } else {
    await t.app.close();
    await t.database.close();
    tClosed = true;
    database = { kind: 'pglite', dataDir: t.config.dataDir };
  }
  manifest = await createBackup({ database, media, out: backupDir() });
});

afterAll(async () => {
  if (t && !tClosed) await t.close();
  else if (t) await rm(t.config.dataDir, { recursive: true, force: true });
  for (const drop of dropDatabases) await drop();
  await source?.destroy();
  await target?.destroy();
  raw?.destroy();
  await s3?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('backup of an academy on S3', () => {
  it('streams every media object of the bucket into the backup, with its SHA-256 in the manifest', async () => {
    for (const invoice of expected.invoices) expect(expectedMedia[invoice.storageKey]).toBeDefined();
    expect(Object.keys(expectedMedia).length).toBeGreaterThan(10);
    expect(manifest.media.store).toBe(`s3://${SOURCE} at ${s3.endpoint}`);
    const listed = Object.fromEntries(manifest.media.files.map((file) => [file.key, file.sha256]));
    expect(listed).toEqual(expectedMedia);
    expect(manifest.media.vanished).toEqual(['videos/1/converted-original.avi']);
    for (const file of manifest.media.files) {
      const copy = await readFile(path.join(backupDir(), 'media', ...file.key.split('/')));
      expect(copy.length).toBe(file.size);
      expect(createHash('sha256').update(copy).digest('hex')).toBe(file.sha256);
    }
    expect(manifest.counts).toMatchObject({ orders: 2, access_grants: 2, download_rights: 1, invoices: 2 });
  }, 240_000);
});

describe('restore into an empty bucket', () => {
  it('refuses a bucket that holds media, then with --force replaces them and finds every order, grant and file', async () => {
    let restored: DatabaseLocation;
    if (onPostgres) {
      const created = await createPostgresDatabase({ empty: true });
      dropDatabases.push(created.drop);
      restored = { kind: 'postgres', url: created.url };
    } else {
      restored = { kind: 'pglite', dataDir: path.join(work, 'restored') };
    }
    // The target bucket is not empty: a stray media object, and an upload in progress (which is not media).
    await put(TARGET, 'courses/99/stray.jpg', 'not in the backup');
    await put(TARGET, `${UPLOAD_ID}.info`, '{"id":"another upload"}');
    // A width of a picture of the academy replaced: removed with its media.
    await put(TARGET, '_variants/courses/99/stray.jpg/a-b-320.webp', 'a width of the stray picture');
    const media = s3MediaStore(target);
    await expect(restoreBackup({ from: backupDir(), database: restored, media })).rejects.toThrow(
      `not empty: the media store (s3://${TARGET} at ${s3.endpoint}); restore with --force to replace the data`,
    );

    const result = await restoreBackup({ from: backupDir(), database: restored, media, force: true });
    expect(result.manifest.media.files).toHaveLength(Object.keys(expectedMedia).length);

    const bucket = await bucketHashes(TARGET);
    expect(withoutUploads(bucket)).toEqual(expectedMedia);
    expect(bucket[`${UPLOAD_ID}.info`]).toBeDefined();
    const database = await openDatabase(
      restored.kind === 'postgres' ? { url: restored.url, dataDir: '' } : { dataDir: restored.dataDir },
    );
    try {
      expect(await saleRows(database)).toEqual(expected);
    } finally {
      await database.close();
    }
  }, 240_000);
});

describe('the S3 media store', () => {
  it('refuses to back up an object whose key the media driver would never write', async () => {
    const odd = 'courses\\back-slash.jpg';
    await put(TARGET, odd, 'x');
    const listAll = async () => {
      for await (const _ of s3MediaStore(target).list());
    };
    await expect(listAll()).rejects.toThrow(
      `bucket ${TARGET} holds ${JSON.stringify(odd)}, which is not a media key`,
    );
  });
});
