// Test helpers of the upload tests: multipart bodies as browsers send them, and small real videos made by ffmpeg.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from '../../drivers/video/ffmpeg';
import { lavfiInput, QUIET_ARGS } from '../../drivers/video/ffmpeg-encoding';
import type { TestApp } from '../../test/app';

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; data: Buffer; type?: string };

/** A multipart/form-data body as a browser sends it. */
export function form(parts: Part[]) {
  const boundary = `----atelje${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /admin/videos/upload/{courseId}: `parts` sent as a browser's form with the administrator's bearer. */
export function postVideoUpload(t: TestApp, auth: Record<string, string>, courseId: number, parts: Part[]) {
  const body = form(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/videos/upload/${courseId}`,
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
}

/** ffmpeg output arguments of a small H.264/AAC MP4 that the processing jobs accept. */
export const H264_AAC = [
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'aac',
  '-shortest',
];

/** A test-pattern video with a tone, encoded with the given output arguments. */
export async function makeTestVideo(
  dir: string,
  name: string,
  seconds: number,
  extra: string[],
): Promise<Buffer> {
  const out = path.join(dir, name);
  await runFfmpeg([
    ...QUIET_ARGS,
    ...lavfiInput(`testsrc=size=320x180:rate=25:duration=${seconds}`),
    ...lavfiInput(`sine=frequency=440:duration=${seconds}`),
    ...extra,
    out,
  ]);
  return readFile(out);
}
