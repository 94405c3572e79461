import { http, HttpResponse } from 'msw';
import { resetLocalesCache } from '@/lib/i18n';
import en from '@/messages/en-US.json';
import pt from '@/messages/pt-BR.json';
import { setupApiServer } from '@/tests/fixtures/msw';
import { generateMetadata } from './page';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const dictionaries = { 'en-US': (await import('@/messages/en-US.json')).default, 'pt-BR': (await import('@/messages/pt-BR.json')).default };
  return {
    getTranslations: async (arg: string | { locale: 'en-US' | 'pt-BR'; namespace: string }) => {
      const { locale, namespace } = typeof arg === 'string' ? { locale: 'en-US' as const, namespace: arg } : arg;
      return createTranslator({ locale, messages: dictionaries[locale], namespace: namespace as 'SystemPages' });
    },
    setRequestLocale: () => {},
  };
});

const server = setupApiServer();
beforeEach(() => {
  resetLocalesCache();
  server.use(http.get('*/nfx/i18n/locales', () => HttpResponse.json({ locales: [{ code: 'en-US' }, { code: 'pt-BR' }], defaultLocale: 'en-US' })));
});

const metadataOf = (locale: string, query: Record<string, string>) =>
  generateMetadata({ params: Promise.resolve({ locale }), searchParams: Promise.resolve(query) } as Parameters<typeof generateMetadata>[0]);

describe('/unsubscribe metadata', () => {
  it('without a valid uid and token the title is the error page’s the visitor sees, never "You have unsubscribed"', async () => {
    for (const query of [{}, { uid: '7' }, { token: 'abc' }, { uid: 'x', token: 'abc' }, { uid: '0', token: 'abc' }] as Record<string, string>[]) {
      const metadata = await metadataOf('en-US', query);
      expect(metadata.title).toEqual({ absolute: `${en.SystemPages.error.title} | Casino` });
      expect(metadata.description).toBe(en.SystemPages.error.description);
      expect(metadata.robots).toMatchObject({ index: false });
    }
    expect((await metadataOf('pt-BR', {})).title).toEqual({ absolute: `${pt.SystemPages.error.title} | Casino` });
  });

  it('with a link the title is the question the page asks, in the locale', async () => {
    expect((await metadataOf('en-US', { uid: '7', token: 'abc' })).title).toEqual({ absolute: `${en.UnsubscribePage.title} | Casino` });
    const phone = await metadataOf('pt-BR', { uid: '7', token: 'abc', channel: 'phone' });
    expect(phone.title).toEqual({ absolute: `${pt.UnsubscribePage.title} | Casino` });
    expect(phone.description).toBe(pt.UnsubscribePage.description.phone);
  });
});
