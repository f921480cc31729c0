import { gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, COMPRESS_THRESHOLD, JsonBody, KEPT_JSON_ROUTE, sendJsonBody } from './json-body';

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

  it('gives the same answer for a value read before (they are kept), and for a long one (not kept)', () => {
    for (let i = 0; i < 3; i++) {
      expect(acceptsGzip(requestWith({ 'accept-encoding': 'gzip, deflate, br' }))).toBe(true);
      expect(acceptsGzip(requestWith({ 'accept-encoding': '*, gzip;q=0' }))).toBe(false);
      expect(acceptsGzip(requestWith({ 'accept-encoding': 'gzip', 'x-no-compression': '1' }))).toBe(false);
    }
    const long = `${'x-custom;q=0.1, '.repeat(40)}gzip`;
    expect(acceptsGzip(requestWith({ 'accept-encoding': long }))).toBe(true);
    expect(acceptsGzip(requestWith({ 'accept-encoding': `${long};q=0` }))).toBe(false);
    // More distinct values than are kept: each is still read right.
    for (let i = 0; i < 200; i++) {
      expect(acceptsGzip(requestWith({ 'accept-encoding': `br;q=0.${i % 9}, gzip;q=${i % 2}` }))).toBe(
        i % 2 === 1,
      );
    }
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

  it('hands its gzip at once once it is made, and not before', async () => {
    const body = new JsonBody(JSON.stringify({ naslov: 'Krojenje'.repeat(300) }));
    expect(body.gzippedNow()).toBeUndefined();
    const made = body.gzipped();
    expect(body.gzippedNow()).toBeUndefined();
    const bytes = await made;
    expect(body.gzippedNow()).toBe(bytes);
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

  it('answers as the compress plugin would on a route that leaves the plugin out (KEPT_JSON_ROUTE)', async () => {
    const withPlugin = Fastify();
    await withPlugin.register(compress, { global: true, encodings: ['gzip'], threshold: COMPRESS_THRESHOLD });
    const fresh = new JsonBody(JSON.stringify({ list: 'y'.repeat(COMPRESS_THRESHOLD * 2) }));
    withPlugin.get('/kept', KEPT_JSON_ROUTE, (request, reply) => sendJsonBody(request, reply, fresh));
    withPlugin.get('/plugin', async () => JSON.parse(fresh.text));
    for (const headers of [
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'br' },
      {},
      { 'accept-encoding': 'gzip', 'x-no-compression': '1' },
    ]) {
      const kept = await withPlugin.inject({ url: '/kept', headers });
      const plugin = await withPlugin.inject({ url: '/plugin', headers });
      expect(kept.headers['content-encoding'], JSON.stringify(headers)).toBe(
        plugin.headers['content-encoding'],
      );
      const text = (res: typeof kept) =>
        res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
      expect(text(kept)).toBe(text(plugin));
    }
    // The first ask waited for the gzip; the next is sent from the kept one, the same bytes.
    const first = await withPlugin.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip' } });
    expect(fresh.gzippedNow()?.equals(first.rawPayload)).toBe(true);
    await withPlugin.close();
  });
});
