// An S3-protocol server for tests: s3rver in this process, on a free port, storing in a temporary directory.
// It checks presigned URL expiry (X-Amz-Date + X-Amz-Expires) and the access key id, but not the SigV4
// signature itself. s3rver has multipart uploads but not ListParts or AbortMultipartUpload, which resumable
// uploads on S3 (@tus/s3-store, ADR 015) need: both are added here, from s3rver's own files of an upload
// (<bucket>/._S3rver_uploads/<upload id>/<part number> and <part number>.md5).
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
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
  addMultipartListing(server);
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

const xmlEscape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function s3Error(context: Parameters<S3rver['middleware'][number]>[0], status: number, code: string) {
  context.status = status;
  context.type = 'application/xml';
  context.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message></Error>`;
}

/** ListParts (GET ?uploadId=) and AbortMultipartUpload (DELETE ?uploadId=), in front of s3rver's router. */
function addMultipartListing(server: S3rver) {
  const listing: S3rver['middleware'][number] = async (context, next) => {
    const uploadId = context.query.uploadId;
    const match = /^\/([^/]+)\/(.+)$/.exec(context.path);
    const listParts = context.method === 'GET' && context.query.partNumber === undefined;
    if (typeof uploadId !== 'string' || !match || !(listParts || context.method === 'DELETE')) return next();
    if (!/^[0-9a-f]{32}$/.test(uploadId)) return s3Error(context, 404, 'NoSuchUpload');
    const [, bucket, key] = match;
    const directory = path.join(server.store.getResourcePath(bucket!, undefined, 'uploads'), uploadId);
    const names = await readdir(directory).catch(() => null);
    if (!names) return s3Error(context, 404, 'NoSuchUpload');
    if (context.method === 'DELETE') {
      await rm(directory, { recursive: true, force: true });
      context.status = 204;
      context.body = null;
      return;
    }
    const numbers = names
      .filter((name) => /^[0-9]+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => {
        const file = path.join(directory, String(number));
        const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')]);
        return `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5.trim()}"</ETag><Size>${info.size}</Size></Part>`;
      }),
    );
    context.status = 200;
    context.type = 'application/xml';
    context.body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
      `<Bucket>${xmlEscape(bucket!)}</Bucket><Key>${xmlEscape(decodeURIComponent(key!))}</Key>`,
      `<UploadId>${uploadId}</UploadId><PartNumberMarker>0</PartNumberMarker>`,
      `<NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker><MaxParts>10000</MaxParts>`,
      '<IsTruncated>false</IsTruncated>',
      ...parts,
      '</ListPartsResult>',
    ].join('');
  };
  // Before the router (the last middleware), which answers these two with "method not allowed".
  server.middleware.splice(server.middleware.length - 1, 0, listing);
}
