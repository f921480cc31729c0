import { describe, expect, it } from 'vitest';
import { generatedPoster, wrapTitle } from './poster';

describe('generatedPoster', () => {
  it('draws the titles into an SVG data URL, escaped', () => {
    const url = generatedPoster('Boje & svetlo', 'Kako čitati <prostor>', 'Lekcija 2');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toContain('Boje &amp; svetlo');
    expect(svg).toContain('Kako čitati &lt;prostor&gt;');
    expect(svg).toContain('LEKCIJA 2');
  });

  it('wraps long titles into three lines at most', () => {
    const lines = wrapTitle(
      'Jedan dva tri četiri pet šest sedam osam devet deset jedanaest dvanaest trinaest',
      12,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith('…')).toBe(true);
    expect(wrapTitle('Kratko')).toEqual(['Kratko']);
  });
});
