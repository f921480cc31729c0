import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import securityHeadersPlugin, { securityHeaders } from './security-headers';

const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'sha256-abc='"],
      formAction: ["'self'", 'https://pay.example'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: true,
};

/** What helmet's own middleware leaves on a real response. */
function helmetOnARealResponse(given: HelmetOptions) {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.setHeader('X-Powered-By', 'something');
  helmet(given)({} as IncomingMessage, res, () => undefined);
  return res.getHeaders();
}

describe('security headers', () => {
  it('are what helmet sets on a response, made once', () => {
    const { set, removed } = securityHeaders(options);
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    res.setHeader('X-Powered-By', 'something');
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    expect(res.getHeaders()).toEqual(helmetOnARealResponse(options));
    expect(res.getHeader('content-security-policy')).toContain("form-action 'self' https://pay.example");
    expect(res.getHeader('strict-transport-security')).toBeDefined();
    expect(res.getHeader('x-powered-by')).toBeUndefined();
  });

  it('leave out HSTS when it is off, and are refused as helmet refuses a bad directive', () => {
    const { set } = securityHeaders({ ...options, strictTransportSecurity: false });
    expect(set.map(([name]) => name.toLowerCase())).not.toContain('strict-transport-security');
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }),
    ).toThrow(/should be quoted/);
  });

  it('are on every answer, a 404 and an error included', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, options);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    const expected = helmetOnARealResponse(options);
    for (const url of ['/ok', '/missing', '/fails']) {
      const res = await app.inject({ url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name]).toBe(value);
    }
    await app.close();
  });

  it('are the answer’s own headers: a route may set its own, and an answer it writes itself copies them', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, options);
    app.get('/own', async (_request, reply) => {
      expect(reply.getHeader('content-security-policy')).toContain("default-src 'self'");
      reply.header('x-frame-options', 'DENY');
      return { ok: true };
    });
    app.get('/raw', (_request, reply) => {
      reply.hijack();
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) headers[name] = String(value);
      reply.raw.writeHead(200, headers);
      reply.raw.end('raw');
    });
    const expected = helmetOnARealResponse(options);
    const own = await app.inject({ url: '/own' });
    expect(own.headers['x-frame-options']).toBe('DENY');
    expect(own.headers['content-security-policy']).toBe(expected['content-security-policy']);
    const raw = await app.inject({ url: '/raw' });
    expect(raw.body).toBe('raw');
    for (const [name, value] of Object.entries(expected)) expect(raw.headers[name]).toBe(value);
    await app.close();
  });
});
