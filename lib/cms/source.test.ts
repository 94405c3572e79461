import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEmbeddedConfig } from './embedded';
import { getCmsConfig, getCmsRedirects, getContentPage } from './get-cms-config';
import { createCmsSource } from './source';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const remoteRedirects = [{ from_url: '/from-cms', to_url: '/offers' }];

afterEach(() => vi.useRealTimers());

describe('createCmsSource', () => {
  it('serves embedded content without a CMS_URL', async () => {
    const fetcher = vi.fn();
    const config = await createCmsSource({ fetcher })('pt-BR');
    expect(config.locale).toBe('pt-BR');
    expect(config.pages[0]!.title).toBe('Sobre nós');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('falls back to en-US for unknown or hostile locales', async () => {
    const source = createCmsSource();
    expect((await source('xx-YY')).locale).toBe('en-US');
    expect((await source('../../etc/passwd')).locale).toBe('en-US');
  });

  it('asks the CMS with the locale and bearer token, unwrapping a Strapi v4 envelope', async () => {
    const fetcher = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) =>
      json({ data: { id: 1, attributes: { locale: 'es-ES', redirects: remoteRedirects, site_settings: undefined } }, meta: {} }),
    );
    const config = await createCmsSource({ url: 'https://cms.example', token: 's3cret', fetcher })('es-ES');
    const [url, init] = fetcher.mock.calls[0]!;
    expect(String(url)).toBe('https://cms.example/api/cms-config?locale=es-ES');
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer s3cret');
    expect(config.redirects).toEqual(remoteRedirects);
    expect(config.pages).toEqual((await loadEmbeddedConfig('es-ES')).pages); // missing section → embedded
  });

  it('maps a Strapi v5 answer with snake_case sections', async () => {
    const formFields = { quick: [{ sysname: 'email', type: 'input' }] };
    const fetcher = vi.fn(async () => json({ data: { id: 3, documentId: 'abc', form_fields: formFields, 'site-settings': { nonsense: true } } }));
    const warn = vi.fn();
    const config = await createCmsSource({ url: 'https://cms.example', fetcher, warn })('en-US');
    expect(config.formFields).toEqual(formFields);
    expect(config.siteSettings).toEqual((await loadEmbeddedConfig('en-US')).siteSettings);
    expect(warn).toHaveBeenCalledWith('cms section invalid, embedded used', expect.objectContaining({ section: 'siteSettings' }));
  });

  it('falls back to embedded content with a warning when the CMS fails', async () => {
    const warn = vi.fn();
    const config = await createCmsSource({ url: 'https://cms.example', fetcher: vi.fn(async () => json({}, 503)), warn })('ar');
    expect(config).toEqual(await loadEmbeddedConfig('ar'));
    expect(warn).toHaveBeenCalledWith('cms unavailable, embedded content used', expect.objectContaining({ locale: 'ar', err: expect.stringContaining('503') }));
  });

  it('caches briefly, then keeps the last good answer through an outage', async () => {
    vi.useFakeTimers();
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce(json({ data: { redirects: remoteRedirects } }))
      .mockRejectedValueOnce(new TypeError('fetch failed'));
    const source = createCmsSource({ url: 'https://cms.example', fetcher, ttlMs: 1000, warn: () => {} });
    expect((await source('en-US')).redirects).toEqual(remoteRedirects);
    expect((await source('en-US')).redirects).toEqual(remoteRedirects);
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    expect((await source('en-US')).redirects).toEqual(remoteRedirects);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('getCmsConfig', () => {
  it('sanitises remote HTML before anyone can render it', async () => {
    const pages = [{ slug: 'evil', title: 'E', html: '<p>hi</p><script>alert(1)</script><a href="javascript:x">x</a>' }];
    const source = createCmsSource({ url: 'https://cms.example', fetcher: vi.fn(async () => json({ data: { pages } })) });
    const config = await getCmsConfig('en-US', source);
    expect(config.pages[0]!.html).toBe('<p>hi</p><a>x</a>');
    expect(await getCmsConfig('en-US', source)).toBe(config); // sanitised once per answer
    expect(await getContentPage('en-US', 'evil', source)).toMatchObject({ title: 'E' });
    expect(await getContentPage('en-US', 'missing', source)).toBeNull();
  });

  it('gives the proxy redirects and never throws', async () => {
    expect(await getCmsRedirects('pt-BR', createCmsSource())).toEqual((await loadEmbeddedConfig('pt-BR')).redirects);
    expect(await getCmsRedirects('pt-BR', () => Promise.reject(new Error('boom')))).toEqual([]);
  });
});
