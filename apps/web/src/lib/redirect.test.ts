import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('accepts internal paths with query and hash', () => {
    expect(safeRedirectPath('/my-profile')).toBe('/my-profile');
    expect(safeRedirectPath('/courses/3/videos?lesson=2#top')).toBe('/courses/3/videos?lesson=2#top');
  });

  it('refuses other sites and odd values', () => {
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('my-profile')).toBeNull();
    expect(safeRedirectPath('/a\nb')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('keeps the requested location in the query so it survives a reload', () => {
    expect(loginPathFor('/dashboard?tab=2')).toBe('/login?redirect=%2Fdashboard%3Ftab%3D2');
  });

  it('says when the session ended, after the requested location', () => {
    expect(loginPathFor('/courses/3/videos?v=7', { expired: true })).toBe(
      '/login?redirect=%2Fcourses%2F3%2Fvideos%3Fv%3D7&session=expired',
    );
  });
});
