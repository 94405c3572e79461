// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { resetLocalesCache } from '@/lib/i18n';
import { setupApiServer } from '@/tests/fixtures/msw';
import { pageMetadata } from './page-metadata';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

const server = setupApiServer();
beforeEach(() => {
  resetLocalesCache();
  server.use(
    http.get('*/nfx/i18n/locales', () =>
      HttpResponse.json({ locales: ['en-US', 'pt-BR', 'es-ES', 'ar'].map((code) => ({ code })), defaultLocale: 'en-US' }),
    ),
  );
});

const titleOf = async (locale: string, seo: Parameters<typeof pageMetadata>[0]['seo'], path = '/x') => (await pageMetadata({ locale, path, seo })).title;

describe('pageMetadata of the templated SEO kinds (the configured content/<locale>/seo.json)', () => {
  it('ends an offer’s and a deposit method’s title with the site name, as every other page’s', async () => {
    expect(await titleOf('en-US', { kind: 'offers', values: { title: 'Welcome bonus', description: 'x' } })).toEqual({ absolute: 'Welcome bonus: bonus offer | Casino' });
    expect(await titleOf('en-US', { kind: 'cashierDeposit', values: { method: 'Card' } })).toEqual({ absolute: 'Deposit with Card | Casino' });
    expect(await titleOf('pt-BR', { kind: 'cashierDeposit', values: { method: 'Card' } })).toEqual({ absolute: 'Depósito com Card | Casino' });
  });

  it('names a jackpot whose name has the word once, in every locale', async () => {
    expect(await titleOf('en-US', { kind: 'jackpots', values: { title: 'Mega jackpot' } })).toEqual({ absolute: 'Mega jackpot | Casino' });
    expect(await titleOf('pt-BR', { kind: 'jackpots', values: { title: 'Mega jackpot' } })).toEqual({ absolute: 'Mega jackpot | Casino' });
    expect(await titleOf('es-ES', { kind: 'jackpots', values: { title: 'Mega jackpot' } })).toEqual({ absolute: 'Bote Mega jackpot | Casino' });
    expect(await titleOf('en-US', { kind: 'jackpots', values: { title: 'Daily drop' } })).toEqual({ absolute: 'Daily drop jackpot | Casino' });
  });
});
