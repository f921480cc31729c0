// s3rver ships no types; the part the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  /** The part of Koa's context the added middleware reads and writes. */
  interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  }
  type S3rverMiddleware = (context: S3rverContext, next: () => Promise<void>) => Promise<void> | void;
  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware list; s3rver's router is its last entry. */
    middleware: S3rverMiddleware[];
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    run(): Promise<AddressInfo | string>;
    close(): Promise<void>;
  }
}
