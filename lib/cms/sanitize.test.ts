import { describe, expect, it } from 'vitest';
import { loadEmbeddedConfig } from './embedded';
import { sanitizeCmsHtml, sanitizeConfig } from './sanitize';

describe('sanitizeCmsHtml', () => {
  it.each([
    ['<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:x">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<form action="https://evil.example"><input name="p"></form>', ''],
    ['<p onclick="steal()">x</p>', '<p>x</p>'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<table></table>'],
  ])('%s', (input, expected) => expect(sanitizeCmsHtml(input)).toBe(expected));

  it('keeps formatting, safe links and images', () => {
    const html = '<h2 id="a">T</h2><p><strong>b</strong> <a href="/support">s</a> <a href="mailto:a@b.c">m</a></p><img src="https://cdn.example/x.png" alt="x" /><table><tr><td colspan="2">c</td></tr></table>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('adds rel to links opening a new tab', () => {
    expect(sanitizeCmsHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('sanitizeConfig', () => {
  it('cleans the auth side banner addition and drops dangerous image URLs', async () => {
    const base = await loadEmbeddedConfig('en-US');
    const banner = { ...base.auth.banner!, addition: '<p onclick="x()">Hi<script>alert(1)</script></p>', images: { '360x520': 'javascript:alert(1)', '735x240': '/images/auth/side-banner-735x240.svg' } };
    const clean = sanitizeConfig({ ...base, auth: { banner } });
    expect(clean.auth.banner!.addition).toBe('<p>Hi</p>');
    expect(clean.auth.banner!.images).toEqual({ '735x240': '/images/auth/side-banner-735x240.svg' });
    expect(sanitizeConfig({ ...base, auth: { banner: null } }).auth.banner).toBeNull();
  });

  it('cleans page and banner HTML and drops dangerous links', async () => {
    const base = await loadEmbeddedConfig('en-US');
    const dirty = {
      ...base,
      pages: [{ slug: 'x', title: 'X', html: '<p>x</p><script>alert(1)</script>' }],
      banners: [
        {
          id: 'b',
          title: 'B',
          description: { html: '<img src=x onerror=alert(1)>', details: '<p onclick="alert(1)">Terms</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>', button: { title: 'Go', link: 'javascript:alert(1)' } },
        },
      ],
      menus: {
        ...base.menus,
        header: [
          { name: 'ok', link: '/offers' },
          { name: 'bad', link: 'java\tscript:alert(1)' },
          { name: 'sub', link: '/x', submenu: [{ name: 'bad', link: '//evil.example' }] },
        ],
        banner: { ...base.menus.banner!, public: { button: { title: 'x', slug: 'data:text/html,x' } } },
      },
    };
    const clean = sanitizeConfig(dirty);
    expect(clean.pages[0]!.html).toBe('<p>x</p>');
    expect(clean.banners[0]!.description).toEqual({ html: '<img src="x" />', details: '<p>Terms</p><a>x</a>', button: undefined });
    expect(clean.menus.header.map((l) => l.name)).toEqual(['ok', 'sub']);
    expect(clean.menus.header[1]!.submenu).toEqual([]);
    expect(clean.menus.banner?.public?.button).toBeUndefined();
    expect(clean.menus.banner?.title).toBe(base.menus.banner!.title);
    // customCode is the operator's own code and stays as written.
    expect(clean.siteSettings.customCode).toEqual(base.siteSettings.customCode);
  });
});
