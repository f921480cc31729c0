import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import errorsPlugin from '../plugins/errors';
import { secureLoggerOptions } from './log-redaction';
import { requestIdFor } from './request-id';
import { RequestLogger, requestLoggerFactory } from './request-logger';

type Line = Record<string, unknown>;

/** An app logging as the API does (redacting options, request ids, the errors plugin), at level. */
async function appAt(level: string) {
  const lines: Line[] = [];
  const made: Record<string, boolean> = {};
  const app = Fastify({
    logger: secureLoggerOptions(level, { write: (text: string) => lines.push(JSON.parse(text) as Line) }),
    requestIdHeader: false,
    genReqId: requestIdFor,
    childLoggerFactory: requestLoggerFactory,
  });
  await app.register(errorsPlugin);
  app.decorateRequest('locale', 'sr');
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.warn({ check: 'storage', token: 'secret-value' }, 'something to look at');
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  app.addHook('onResponse', async (request) => {
    made[request.url] = !(request.log instanceof RequestLogger) || request.log.made;
  });
  await app.ready();
  return { app, lines, made };
}

describe('the request logger', () => {
  it('is made only when the request writes a line; errors and warnings carry the request id', async () => {
    const { app, lines, made } = await appAt('warn');
    const quiet = await app.inject({ url: '/quiet', headers: { 'x-request-id': 'quiet-1' } });
    expect(quiet.statusCode).toBe(200);
    expect(made['/quiet']).toBe(false);
    expect(lines.filter((line) => line.reqId === 'quiet-1')).toEqual([]);

    await app.inject({ url: '/warns', headers: { 'x-request-id': 'warns-1' } });
    expect(made['/warns']).toBe(true);
    expect(lines.filter((line) => line.reqId === 'warns-1')).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'something to look at',
        check: 'storage',
        token: '[redacted]',
      }),
    ]);

    const failed = await app.inject({ url: '/fails', headers: { 'x-request-id': 'fails-1' } });
    expect(failed.statusCode).toBe(500);
    const errors = lines.filter((line) => line.reqId === 'fails-1' && line.level === 50);
    expect(errors.map((line) => line.msg)).toContain('request failed');
    expect(errors[0]).toMatchObject({ err: { message: 'boom' } });
    await app.close();
  });

  it('writes every request line at info, as Fastify’s own child did', async () => {
    const { app, lines, made } = await appAt('info');
    await app.inject({ url: '/quiet', headers: { 'x-request-id': 'info-1' } });
    expect(made['/quiet']).toBe(true);
    expect(lines.filter((line) => line.reqId === 'info-1').map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    await app.close();
  });

  it('follows its parent’s level until it is made, and has its own after', () => {
    const written: Line[] = [];
    const app = Fastify({
      logger: secureLoggerOptions('warn', {
        write: (text: string) => written.push(JSON.parse(text) as Line),
      }),
    });
    const log = new RequestLogger(app.log as FastifyBaseLogger & { isLevelEnabled(l: string): boolean }, {
      reqId: 'r-1',
    });
    log.info('not written');
    expect(log.made).toBe(false);
    expect(log.level).toBe('warn');
    app.log.level = 'info';
    log.info('written once the parent says so');
    expect(log.made).toBe(true);
    log.level = 'error';
    log.warn('not written at error');
    expect(app.log.level).toBe('info');
    expect(written.map((line) => [line.reqId, line.msg])).toEqual([
      ['r-1', 'written once the parent says so'],
    ]);
    expect(log.child({ part: 'x' })).toBeDefined();
  });
});
