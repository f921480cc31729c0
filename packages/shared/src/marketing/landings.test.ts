import { describe, expect, it } from 'vitest';
import { LANDING_PAGE_KEYS, landingPath, landingPaths, resolveLandingPath } from './landings';

describe('landing paths', () => {
  it('resolves every path of the spec for the configured slug, aliases included', () => {
    const cases: [string, string][] = [
      ['/landing-page', 'interior-signup'],
      ['/free-course', 'interior-signup'],
      ['/thank-you', 'interior-thank-you'],
      ['/landing-main-page-milica', 'style-signup'],
      ['/izgradi-svoj-stil', 'style-signup'],
      ['/landing-page-milica-m', 'style-signup-m'],
      ['/prijava-besplatni-kurs-milica-m', 'style-signup-m'],
      ['/landing-page-milica-w', 'style-signup-w'],
      ['/prijava-besplatni-kurs-milica-w', 'style-signup-w'],
      ['/thank-you-milica-m', 'style-thank-you-m'],
      ['/besplatni-kurs-milica-m', 'style-thank-you-m'],
      ['/thank-you-milica-w', 'style-thank-you-w'],
      ['/besplatni-kurs-milica-w', 'style-thank-you-w'],
      ['/dizajniraj-svoj-prostor', 'interior-sales'],
      ['/kurs-stila-milica-m', 'style-sales-m'],
      ['/kurs-stila-milica-w', 'style-sales-w'],
      ['/milica-new', 'style-new'],
      ['/Milica-New/', 'style-new'],
    ];
    for (const [path, key] of cases) expect(resolveLandingPath(path, 'milica'), path).toBe(key);
  });

  it('names nothing for other paths or another slug', () => {
    expect(resolveLandingPath('/ana-new', 'milica')).toBeNull();
    expect(resolveLandingPath('/landing-page-ana-m', 'milica')).toBeNull();
    expect(resolveLandingPath('/about-us', 'milica')).toBeNull();
    expect(resolveLandingPath('/', 'milica')).toBeNull();
  });

  it('keeps only the slug-free pages when no slug is configured', () => {
    expect(resolveLandingPath('/izgradi-svoj-stil', null)).toBe('style-signup');
    expect(resolveLandingPath('/-new', null)).toBeNull();
    expect(landingPath('style-new', null)).toBeNull();
    expect(landingPath('style-signup', null)).toBe('/izgradi-svoj-stil');
  });

  it('gives each page a canonical path first', () => {
    const paths = landingPaths('milica');
    for (const key of LANDING_PAGE_KEYS) expect(paths[key].length, key).toBeGreaterThan(0);
    expect(landingPath('style-signup', 'milica')).toBe('/landing-main-page-milica');
  });
});
