import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, COMPRESS_THRESHOLD, JsonBody, sendJsonBody } from './json-body';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as the compress plugin does, and a gzip entry with q=0 as a no', () => {
    expect(acceptsGzip(requestWith({ 'accept-encoding': 'gzip, deflate, br' }))).toBe(true);
    expect(acceptsGzip(requestWith({ 'accept-encoding': 'br;q=1.0, GZIP;q=0.5' }))).toBe(true);
    expect(acceptsGzip(requestWith({ 'accept-encoding': '*' }))).toBe(true);
    expect(acceptsGzip(requestWith({ 'accept-encoding': 'x-gzip' }))).toBe(true);
    expect(acceptsGzip(requestWith({}))).toBe(false);
    expect(acceptsGzip(requestWith({ 'accept-encoding': 'br, deflate' }))).toBe(false);
    expect(acceptsGzip(requestWith({ 'accept-encoding': 'identity' }))).toBe(false);
    expect(acceptsGzip(requestWith({ 'accept-encoding': 'gzip;q=0' }))).toBe(false);
    expect(acceptsGzip(requestWith({ 'accept-encoding': '*, gzip;q=0' }))).toBe(false);
    expect(acceptsGzip(requestWith({ 'accept-encoding': 'gzip;q=abc' }))).toBe(false);
    expect(acceptsGzip(requestWith({ 'accept-encoding': 'gzip', 'x-no-compression': '1' }))).toBe(false);
  });
});

describe('JsonBody', () => {
  it('makes its gzip once and keeps it', async () => {
    const body = new JsonBody(JSON.stringify({ naslov: 'Šminka'.repeat(400) }));
    const first = body.gzipped();
    expect(body.gzipped()).toBe(first);
    expect(gunzipSync(await first).toString('utf8')).toBe(body.text);
    expect(body.bytes).toBe(Buffer.byteLength(body.text));
  });
});

describe('sendJsonBody', () => {
  const small = new JsonBody(JSON.stringify({ a: 1 }));
  const large = new JsonBody(JSON.stringify({ list: 'x'.repeat(COMPRESS_THRESHOLD * 2) }));
  const app = Fastify();
  app.get('/small', (request, reply) => sendJsonBody(request, reply, small));
  app.get('/large', (request, reply) => sendJsonBody(request, reply, large));

  it('sends the kept gzip to a client that takes it, the text to one that does not, and a small body as text', async () => {
    const zipped = await app.inject({ url: '/large', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(large.text);

    const plain = await app.inject({ url: '/large', headers: { 'accept-encoding': 'br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe(large.text);

    const tiny = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(small.text);
  });
});
