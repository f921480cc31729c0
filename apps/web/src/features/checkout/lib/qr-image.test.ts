import { describe, expect, it } from 'vitest';
import { qrImageSource } from './qr-image';

describe('qrImageSource', () => {
  it('passes image data URLs through', () => {
    expect(qrImageSource('data:image/svg+xml;base64,PHN2Zz4=')).toBe('data:image/svg+xml;base64,PHN2Zz4=');
    expect(qrImageSource(' data:image/png;base64,AAAA ')).toBe('data:image/png;base64,AAAA');
  });

  it('turns SVG markup into an encoded data URL', () => {
    const src = qrImageSource('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
    expect(src).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>')}`,
    );
    expect(src).not.toContain('<');
  });

  it('refuses anything else, such as a script URL or HTML', () => {
    expect(qrImageSource('javascript:alert(1)')).toBeNull();
    expect(qrImageSource('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(qrImageSource('<div>qr</div>')).toBeNull();
  });
});
