// A 401 to a call that carried the token ends the session for every page (issue 16, item 4): the decision, and the
// API client carrying it out against a stand-in for the browser (storage, location, fetch).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage';
import { loginAfterExpiry, type Refusal, refusalAction } from './session-expiry';

const refused: Refusal = {
  status: 401,
  sentToken: 'tok-1',
  storedToken: 'tok-1',
  mode: 'login',
  pathname: '/courses/3/videos',
};

describe('refusalAction', () => {
  it('sends a refused session to the login page', () => {
    expect(refusalAction(refused)).toBe('login');
  });

  it('leaves a 403 (not bought) and other failures to the page', () => {
    for (const status of [403, 404, 422, 500, 0]) expect(refusalAction({ ...refused, status })).toBe('none');
  });

  it("leaves a visitor's 401 to the page: there was no session to end", () => {
    expect(refusalAction({ ...refused, sentToken: null, storedToken: null })).toBe('none');
  });

  it('keeps a token stored by a newer sign-in while an older one was refused', () => {
    expect(refusalAction({ ...refused, storedToken: 'tok-2' })).toBe('none');
  });

  it('only forgets the token for calls whose page decides, and on the pages that are the way in', () => {
    expect(refusalAction({ ...refused, mode: 'forget' })).toBe('forget');
    for (const pathname of ['/login', '/register', '/login-success', '/auth/error'])
      expect(refusalAction({ ...refused, pathname })).toBe('forget');
    expect(refusalAction({ ...refused, pathname: '/login-help' })).toBe('login');
  });
});

describe('loginAfterExpiry', () => {
  it('keeps the whole location to come back to and says the session ended', () => {
    expect(loginAfterExpiry({ pathname: '/courses/3/videos', search: '?v=12', hash: '#notes' })).toBe(
      '/login?redirect=%2Fcourses%2F3%2Fvideos%3Fv%3D12%23notes&session=expired',
    );
  });
});

describe('the API client on a refused session', () => {
  const replace = vi.fn();

  function answer(status: number, body: object) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );
  }

  // Each test gets the client afresh (it goes to the login page once per page load); the first import, which
  // transforms the client and i18next, is done once up front.
  async function client() {
    vi.resetModules();
    return import('./api-client');
  }
  beforeAll(async () => {
    await import('./api-client');
  }, 60_000);

  beforeEach(() => {
    replace.mockReset();
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    vi.stubGlobal('window', {
      location: { pathname: '/courses/3/videos', search: '?v=12', hash: '', replace },
    });
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', '{"id":7}');
    localStorage.setItem('cart', '[{"type":"course","id":3}]');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('forgets the token and user, keeps the cart and goes to the login page once', async () => {
    answer(401, { message: 'Unauthenticated.' });
    const { api, ApiError } = await client();
    await expect(
      api.get('/courses/{id}/videos/{videoId}/url', { path: { id: 3, videoId: 12 } }),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(api.get('/courses/{id}/progress', { path: { id: 3 } })).rejects.toMatchObject({
      status: 401,
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('cart')).not.toBeNull();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fcourses%2F3%2Fvideos%3Fv%3D12&session=expired');
  });

  it('keeps the session on a 403: the learner is signed in but did not buy the course', async () => {
    answer(403, { message: 'Morate kupiti ovaj kurs da biste pristupili njegovom sadržaju.' });
    const { api } = await client();
    await expect(
      api.get('/courses/{id}/videos/{videoId}/url', { path: { id: 3, videoId: 12 } }),
    ).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(replace).not.toHaveBeenCalled();
  });

  it('only forgets the token for the start-up session check', async () => {
    answer(401, { message: 'Unauthenticated.' });
    const { api } = await client();
    await expect(api.get('/user', { onUnauthorized: 'forget' })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it("does nothing of the kind for a visitor's call", async () => {
    localStorage.removeItem('token');
    answer(401, { message: 'Unauthenticated.' });
    const { api } = await client();
    await expect(
      api.get('/courses/{id}/videos/{videoId}/url', { path: { id: 3, videoId: 12 } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('user')).toBe('{"id":7}');
    expect(replace).not.toHaveBeenCalled();
  });
});
