import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are at most ten', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps ten pages around the current one in a long list', () => {
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(20, 50)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(pageWindow(50, 50)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
  });

  it('treats an empty list as one page', () => {
    expect(pageWindow(1, 0)).toEqual([1]);
  });
});
