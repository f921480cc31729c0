// An S3-protocol server for tests: s3rver in this process, on a free port, storing in a temporary directory.
// It checks presigned URL expiry (X-Amz-Date + X-Amz-Expires) and the access key id, but not the SigV4
// signature itself.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../drivers/storage/s3';

export interface TestS3Server {
  settings: S3Settings;
  endpoint: string;
  stop(): Promise<void>;
}

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';

export async function startS3Server(bucket = 'atelje-media'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'atelje-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: ACCESS_KEY,
      forcePathStyle: true,
      presignSeconds: 300,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
