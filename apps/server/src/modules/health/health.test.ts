import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../../plugins/errors';
import { buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('serving', () => {
  it('answers /api/health with the database kind', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('sends security headers and echoes or creates a request id', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const fresh = await t.app.inject({ url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document and its reference page', async () => {
    const spec = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/api/user']),
    );
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('answers an unknown API path with a JSON 404 in the request language', async () => {
    const res = await t.app.inject({ url: '/api/nema-ovoga', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('never leaks internals in a 5xx', async () => {
    // The real error handler on a bare app with one route that fails the way a bug would.
    const app = Fastify({ logger: false });
    app.decorateRequest('locale', 'sr');
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Došlo je do greške na serveru.' });
    await app.close();
  });
});
