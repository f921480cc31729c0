// Reads an administrator's form, multipart (files streamed straight into the media store, never held in memory),
// JSON or URL-encoded, into one record of fields; checks files by their first bytes; turns zod issues into the
// 422 field errors of the central handler.
import { randomUUID } from 'node:crypto';
import { type Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Storage } from '../../drivers/storage/index';
import { AppError, type MessageKey, validationError } from '../../lib/errors';
import { isMessageKey } from '../../lib/i18n';
import { assertStorableInput } from '../../plugins/input-guard';

/** Bytes read before a file is accepted: enough for every signature checked below. */
const HEAD_BYTES = 16;
const FIELD_MAX_BYTES = 256 * 1024;

export interface FileRule {
  maxBytes: number;
  /** The storage key for an accepted file, or the message refusing it, from its first bytes and its name. */
  accept(head: Buffer, filename: string): { key: string } | { error: MessageKey };
}

export interface StoredUpload {
  key: string;
  filename: string;
  size: number;
}

export interface AdminForm {
  fields: Record<string, unknown>;
  files: Record<string, StoredUpload>;
  /** Files refused by their content, per field. */
  fileErrors: Record<string, MessageKey[]>;
  /** Removes every file this form stored (the save failed). */
  discard(): Promise<void>;
}

/** 'subcategory_ids[]' and 'subcategory_ids' are the same field; a repeated field becomes a list. */
function addField(fields: Record<string, unknown>, rawName: string, value: unknown) {
  const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
  const list = rawName.endsWith('[]');
  const existing = fields[name];
  const values = Array.isArray(value) ? value : [value];
  if (existing === undefined) fields[name] = list || Array.isArray(value) ? values : value;
  else fields[name] = [...(Array.isArray(existing) ? existing : [existing]), ...values];
}

/** A file name safe as the last segment of a storage key: ASCII letters, digits, '.', '-' and '_'. */
export function safeFileName(filename: string, fallback = 'file'): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'dj')
    .replace(/Đ/g, 'Dj')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-120);
  return clean || fallback;
}

/** A unique key under prefix ending in the given name. */
export const uniqueKey = (prefix: string, name: string) => `${prefix}/${randomUUID()}/${name}`;

/** Waits until `bytes` bytes (or the whole stream, if shorter) can be read, and puts them back. */
async function peek(stream: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const chunk = stream.read() as Buffer | null;
    if (chunk !== null) {
      chunks.push(chunk);
      length += chunk.length;
      continue;
    }
    if (stream.readableEnded || stream.destroyed) break;
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        stream.off('readable', done).off('end', done).off('close', done).off('error', fail);
        resolve();
      };
      const fail = (error: Error) => {
        stream.off('readable', done).off('end', done).off('close', done).off('error', fail);
        reject(error);
      };
      stream.once('readable', done).once('end', done).once('close', done).once('error', fail);
    });
    if (stream.readableEnded && stream.readableLength === 0) break;
  }
  const head = Buffer.concat(chunks);
  if (head.length > 0) stream.unshift(head);
  return head.subarray(0, bytes);
}

const drain = (stream: Readable) =>
  pipeline(
    stream,
    new Writable({
      write(_chunk, _encoding, callback) {
        callback();
      },
    }),
  );

/** Counts the bytes going through and fails with 413 past the limit. */
function sizeLimit(maxBytes: number, onSize: (size: number) => void): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      onSize(size);
      if (size > maxBytes) callback(new AppError(413, 'http.payloadTooLarge'));
      else callback(null, chunk);
    },
  });
}

/**
 * Reads the request's form. Multipart files named in `rules` are checked by their first bytes and streamed into
 * the store under the key the rule gives; other files are skipped. An oversized field or file answers 413 (and
 * removes what was stored). The caller saves or calls discard().
 */
export async function readAdminForm(
  request: FastifyRequest,
  storage: Storage,
  rules: Record<string, FileRule> = {},
): Promise<AdminForm> {
  const fields: Record<string, unknown> = {};
  const files: Record<string, StoredUpload> = {};
  const fileErrors: Record<string, MessageKey[]> = {};
  const stored: string[] = [];
  const discard = async () => {
    await Promise.all(stored.map((key) => storage.delete(key)));
  };

  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
        addField(fields, name, value);
      }
    }
    return { fields, files, fileErrors, discard };
  }

  const maxFile = Math.max(1, ...Object.values(rules).map((rule) => rule.maxBytes));
  try {
    const parts = request.parts({
      limits: { fieldSize: FIELD_MAX_BYTES, fields: 200, files: 10, parts: 250, fileSize: maxFile },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError(413, 'http.payloadTooLarge');
        addField(fields, part.fieldname, part.value);
        continue;
      }
      const name = part.fieldname.endsWith('[]') ? part.fieldname.slice(0, -2) : part.fieldname;
      const rule = rules[name];
      // A browser sends an empty part for a file input left empty.
      if (!rule || !part.filename || files[name]) {
        await drain(part.file);
        continue;
      }
      const head = await peek(part.file, HEAD_BYTES);
      if (head.length === 0) {
        await drain(part.file);
        continue;
      }
      const verdict = rule.accept(head, part.filename);
      if ('error' in verdict) {
        fileErrors[name] = [verdict.error];
        await drain(part.file);
        continue;
      }
      let size = 0;
      const limited = sizeLimit(rule.maxBytes, (bytes) => {
        size = bytes;
      });
      stored.push(verdict.key);
      await Promise.all([
        pipeline(part.file, limited).catch((error: unknown) => {
          limited.destroy(error as Error);
          throw error;
        }),
        storage.put(verdict.key, limited),
      ]);
      files[name] = { key: verdict.key, filename: part.filename, size };
    }
    // What the JSON body's check (plugins/input-guard.ts) does for the fields and file names of a form.
    assertStorableInput(fields, 'form');
    assertStorableInput(
      Object.fromEntries(Object.entries(files).map(([name, file]) => [name, file.filename])),
      'form',
    );
  } catch (error) {
    await discard();
    throw error;
  }
  return { fields, files, fileErrors, discard };
}

/**
 * Parses fields with a shared schema; the first issue of each field becomes its error (422), together with the
 * files refused by their content.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  fields: Record<string, unknown>,
  fileErrors: Record<string, MessageKey[]> = {},
): z.output<S> {
  const result = schema.safeParse(fields);
  const errors: Record<string, MessageKey[]> = {};
  if (!result.success) {
    // The first message of each field: an empty password is "required", not also "too short" and "no digit".
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= [isMessageKey(issue.message) ? issue.message : 'generic.validation'];
    }
  }
  for (const [field, keys] of Object.entries(fileErrors)) errors[field] = [...(errors[field] ?? []), ...keys];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return (result as { data: z.output<S> }).data;
}

// ----------------------------------------------------------------------------------------- file content

export const isPdf = (head: Buffer) => head.subarray(0, 5).toString('latin1') === '%PDF-';

/** The container of a video file from its first bytes (MP4, QuickTime, WebM/Matroska), or null. */
export function videoKind(head: Buffer): 'mp4' | 'mov' | 'webm' | null {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (head.length < 12) return null;
  const box = head.subarray(4, 8).toString('latin1');
  if (box === 'ftyp') return head.subarray(8, 12).toString('latin1') === 'qt  ' ? 'mov' : 'mp4';
  // Older QuickTime files start with another top-level atom.
  if (['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(box)) return 'mov';
  return null;
}
