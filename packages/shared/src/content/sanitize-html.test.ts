import { describe, expect, it } from 'vitest';
import { sanitizeRichText as clean, safeHref } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps the allowed tags and their text', () => {
    const html =
      '<h2>Naslov</h2><p>Tekst <strong>jak</strong> i <em>kos</em><br>red</p><h3>Pod</h3>' +
      '<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>citat</blockquote>';
    expect(clean(html)).toBe(html);
  });

  it('removes script, style, iframe, object and svg with their content', () => {
    expect(clean('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(clean('<SCRIPT type="x">alert(1)</SCRIPT >ok')).toBe('ok');
    expect(clean('<style>p{color:red}</style><p>x</p>')).toBe('<p>x</p>');
    expect(clean('<iframe src="https://evil.example"></iframe>x')).toBe('x');
    expect(clean('<object data="x.swf"><embed src="x"></object>y')).toBe('y');
    expect(clean('<svg onload="alert(1)"><script>alert(1)</script></svg>z')).toBe('z');
    expect(clean('<script>never closed <p>a</p>')).toBe('');
  });

  it('removes every attribute but a link address: on* handlers, style, class, id', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="x" id="y">t</p>')).toBe('<p>t</p>');
    expect(clean('<strong onmouseover=alert(1)>t</strong>')).toBe('<strong>t</strong>');
    expect(clean('<a href="/help" onclick="x()" target="_blank">h</a>')).toBe(
      '<a href="/help" rel="noopener">h</a>',
    );
  });

  it('drops a link to javascript:, data: or vbscript:, however it is written, keeping its text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
    ]) {
      expect(clean(`<a href="${href}">x</a>`), href).toBe('x');
    }
    expect(clean("<a href='javascript:alert(1)'>x</a>")).toBe('x');
  });

  it('keeps http, https, mailto and relative links, with rel="noopener"', () => {
    expect(clean('<a href="https://atelje.rs/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://atelje.rs/a?b=1&amp;c=2" rel="noopener">x</a>',
    );
    expect(clean('<a href="http://a.rs">x</a>')).toBe('<a href="http://a.rs" rel="noopener">x</a>');
    expect(clean('<a href="mailto:podrska@atelje.rs">m</a>')).toBe(
      '<a href="mailto:podrska@atelje.rs" rel="noopener">m</a>',
    );
    expect(clean('<a href="#deo">d</a>')).toBe('<a href="#deo" rel="noopener">d</a>');
    expect(clean('<a href="x" rel="nofollow">d</a>')).toBe('<a href="x" rel="noopener">d</a>');
  });

  it('escapes an address that would break out of its attribute', () => {
    expect(clean('<a href=\'/a"onmouseover="alert(1)\'>x</a>')).toBe(
      '<a href="/a&quot;onmouseover=&quot;alert(1)" rel="noopener">x</a>',
    );
  });

  it('keeps the text of unknown tags and turns b, i and h1 into strong, em and h2', () => {
    expect(clean('<div><span>a</span></div>')).toBe('a');
    expect(clean('<b>a</b><i>b</i><h1>c</h1>')).toBe('<strong>a</strong><em>b</em><h2>c</h2>');
    expect(clean('<img src=x onerror=alert(1)>t')).toBe('t');
  });

  it('escapes stray brackets and ampersands, keeps character references', () => {
    expect(clean('1 < 2 & 3 > 2 &amp; &#269;')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; &#269;');
    expect(clean('<<script>alert(1)</script>')).toBe('&lt;');
  });

  it('drops comments, doctypes and unterminated tags, and balances the tags', () => {
    expect(clean('<!-- <script>x</script> -->a<!DOCTYPE html>b')).toBe('ab');
    expect(clean('<p>a<strong>b</p>c')).toBe('<p>a<strong>b</strong></p>c');
    expect(clean('a</p></strong>b')).toBe('ab');
    expect(clean('<p>open')).toBe('<p>open</p>');
    expect(clean('x<p onclick="')).toBe('x');
  });
});

describe('safeHref', () => {
  it('answers null for a scheme outside the allow-list', () => {
    expect(safeHref('javascript:x')).toBeNull();
    expect(safeHref('ftp://x')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref('/o-nama')).toBe('/o-nama');
  });
});
