import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSeoSettings, resetSeoByHost } from './seo-by-host';
import { createStrapiClient } from './strapi-client';

/** A local fake of a Strapi v4 server's `seo-settings` collection (v4 `{ id, attributes }` envelope, snake_case fields). */
const requests: string[] = [];
let status = 200;
const entries = [
  { id: 1, attributes: { host: null, default_title: 'Operator casino', title_template: '%s · Operator', description: 'The operator’s own description.' } },
  { id: 2, attributes: { host: 'brand.example', default_title: 'Brand casino', title_template: '%s · Brand', description: null } },
];

let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const query = new URL(req.url!, 'http://cms.test');
    requests.push(`${req.method} ${query.pathname} ${query.searchParams.get('filters[$or][0][host][$eqi]')} ${req.headers.authorization ?? ''}`);
    const host = query.searchParams.get('filters[$or][0][host][$eqi]');
    const body =
      status === 200
        ? { data: entries.filter((e) => e.attributes.host === null || e.attributes.host === host), meta: { pagination: { total: 2 } } }
        : { data: null, error: { status, name: 'InternalServerError', message: 'Internal Server Error', details: {} } };
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  resetSeoByHost();
  requests.length = 0;
  status = 200;
});

describe('getSeoSettings (SEO settings by host)', () => {
  it('without a CMS: the configured content’s entry', async () => {
    const seo = await getSeoSettings('en-US', 'brand.example', { client: null });
    expect(seo).toMatchObject({ defaultTitle: 'Casino: slots, live casino and sports betting', titleTemplate: '%s | Casino' });
  });

  it('with a Strapi CMS: the entry of the host, else the hostless one, over the configured content; kept for the TTL', async () => {
    const client = createStrapiClient({ url, token: 'cms-token' });
    let now = 0;
    const options = { client, now: () => now, ttlMs: 60_000 };
    const brand = await getSeoSettings('en-US', 'Brand.example:8443', options);
    // the CMS's fields win; what it leaves empty (description, templates) comes from the content
    expect(brand).toMatchObject({ host: 'brand.example', defaultTitle: 'Brand casino', titleTemplate: '%s · Brand', description: expect.stringContaining('Play slots') });
    expect(brand?.templates.game).toBeDefined();
    expect(await getSeoSettings('en-US', 'other.example', options)).toMatchObject({ defaultTitle: 'Operator casino', description: 'The operator’s own description.' });
    expect(requests).toEqual(['GET /api/seo-settings brand.example Bearer cms-token', 'GET /api/seo-settings other.example Bearer cms-token']);
    await getSeoSettings('es-ES', 'brand.example', options);
    expect(requests).toHaveLength(2); // cached per host
    now = 60_000;
    await getSeoSettings('en-US', 'brand.example', options);
    expect(requests).toHaveLength(3);
  });

  it('a failing CMS is logged and the configured content answers; the next request asks again', async () => {
    status = 500;
    const warn = vi.fn();
    const client = createStrapiClient({ url, token: 'cms-token' });
    expect(await getSeoSettings('en-US', 'brand.example', { client, warn })).toMatchObject({ titleTemplate: '%s | Casino' });
    expect(warn).toHaveBeenCalledWith('cms seo-settings unavailable, configured content used', expect.objectContaining({ host: 'brand.example' }));
    status = 200;
    expect(await getSeoSettings('en-US', 'brand.example', { client, warn })).toMatchObject({ defaultTitle: 'Brand casino' });
    expect(requests).toHaveLength(2);
  });
});
