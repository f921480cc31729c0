// Receives a multipart form by streaming each file part to its own file in a staging directory under DATA_DIR,
// counting bytes on the way: no file is ever held in memory, and one over its limit stops the request with 413.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { assertStorableInput } from '../plugins/input-guard';
import { AppError, type MessageKey } from './errors';

export interface FileLimit {
  maxBytes: number;
  /** Message of the 413 answer when the file is larger. */
  tooLarge: MessageKey;
}

export interface StagedFile {
  field: string;
  /** Absolute path of the received bytes. */
  path: string;
  size: number;
  /** As the browser named it (used for nothing but display). */
  filename: string;
}

export interface ReceivedForm {
  /** A fresh directory of this request under the staging root, for files the service moves in. */
  dir: string;
  fields: Record<string, string>;
  files: Map<string, StagedFile>;
  /** Removes every staged file that was not moved away. */
  cleanup(): Promise<void>;
}

class ByteLimit extends Transform {
  seen = 0;
  constructor(private readonly limit: FileLimit) {
    super();
  }

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    callback: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.seen += chunk.length;
    const limit = this.limit;
    if (this.seen > limit.maxBytes) {
      // The client may still be sending: closing the connection stops it.
      callback(new AppError(413, limit.tooLarge, { headers: { connection: 'close' } }));
      return;
    }
    callback(null, chunk);
  }
}

/**
 * Reads the request's form. File parts named in `limits` are written under `stagingRoot`; other file parts are
 * read and dropped. A JSON or urlencoded body (no files) gives its string fields. The caller must call cleanup().
 */
export async function receiveForm(
  request: FastifyRequest,
  stagingRoot: string,
  limits: Record<string, FileLimit>,
): Promise<ReceivedForm> {
  const dir = path.join(stagingRoot, randomBytes(12).toString('hex'));
  const form: ReceivedForm = {
    dir,
    fields: {},
    files: new Map(),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
  await mkdir(dir, { recursive: true });
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object') {
      for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
          form.fields[key] = String(value);
      }
    }
    return form;
  }
  const largest = Math.max(1, ...Object.values(limits).map((limit) => limit.maxBytes));
  try {
    const parts = request.parts({ limits: { fileSize: largest + 1, files: 4, fields: 30, parts: 40 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const limit = limits[part.fieldname];
      // An empty file input still sends a part with no name and no bytes: it counts as no file.
      if (!limit || form.files.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const target = path.join(dir, `${form.files.size}-${part.fieldname}`);
      const counter = new ByteLimit(limit);
      await pipeline(part.file, counter, createWriteStream(target));
      if (counter.seen > 0) {
        form.files.set(part.fieldname, {
          field: part.fieldname,
          path: target,
          size: counter.seen,
          filename: part.filename,
        });
      }
    }
    // What the JSON body's check (plugins/input-guard.ts) does for the fields and file names of a form.
    assertStorableInput(form.fields, 'form');
    assertStorableInput(
      Object.fromEntries([...form.files].map(([name, file]) => [name, file.filename])),
      'form',
    );
  } catch (error) {
    await form.cleanup();
    throw error;
  }
  return form;
}
