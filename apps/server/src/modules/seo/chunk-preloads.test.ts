import { describe, expect, it } from 'vitest';
import { chunkPreloads } from './chunk-preloads';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js', '_i18n-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_i18n-1.js': { file: 'assets/i18n-1.js', imports: ['_react-1.js'] },
  '_texts-sr-1.js': { file: 'assets/texts-sr-1.js', imports: ['_react-1.js'] },
  '_texts-en-1.js': { file: 'assets/texts-en-1.js' },
  'src/home.tsx': {
    file: 'assets/home-1.js',
    imports: ['index.html', '_cards-1.js'],
    css: ['assets/home-1.css'],
  },
  '_cards-1.js': { file: 'assets/cards-1.js', imports: ['_i18n-1.js'] },
};

describe('chunk preloads', () => {
  const preloads = chunkPreloads(manifest);

  it("preloads the visitor's texts and the route with its imports, not what index.html loads", () => {
    const links = preloads.links('sr', ['src/home.tsx']);
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/texts-sr-1.js" />');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js" />');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/cards-1.js" />');
    expect(links).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-1.css" />');
    expect(links).not.toContain('texts-en');
    expect(links).not.toContain('react-1');
    expect(links).not.toContain('index-1');
    expect(links).not.toContain('i18n-1');
  });

  it('lists the stylesheets of a route and its imports, not those index.html loads, and gives their text', () => {
    const withCss = chunkPreloads(
      {
        ...manifest,
        'index.html': { ...manifest['index.html'], css: ['assets/index-1.css'] },
        '_cards-1.js': { ...manifest['_cards-1.js'], css: ['assets/cards-1.css'] },
      },
      new Map([['assets/cards-1.css', '.a{color:red}']]),
    );
    expect(withCss.styleFiles(['src/home.tsx'])).toEqual(['assets/home-1.css', 'assets/cards-1.css']);
    expect(withCss.styleFiles([])).toEqual([]);
    expect(withCss.css('assets/cards-1.css')).toBe('.a{color:red}');
    expect(withCss.css('assets/home-1.css')).toBeUndefined();
  });

  it('preloads only the texts for a page without a route chunk, and ignores unknown routes', () => {
    expect(preloads.links('en', ['src/nope.tsx']).trim()).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/texts-en-1.js" />',
    );
  });
});
