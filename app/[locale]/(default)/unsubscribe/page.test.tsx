import { http, HttpResponse } from 'msw';
import { resetLocalesCache } from '@/lib/i18n';
import en from '@/messages/en-US.json';
import pt from '@/messages/pt-BR.json';
import { setupApiServer } from '@/tests/fixtures/msw';
import { render, screen } from '@testing-library/react';
import UnsubscribePage, { generateMetadata } from './page';

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
    getLocale: async () => 'en-US',
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
  it('without a valid uid and token the title says the link is not valid, never "You have unsubscribed" nor the error page', async () => {
    for (const query of [{}, { uid: '7' }, { token: 'abc' }, { uid: 'x', token: 'abc' }, { uid: '0', token: 'abc' }] as Record<string, string>[]) {
      const metadata = await metadataOf('en-US', query);
      expect(metadata.title).toEqual({ absolute: `${en.UnsubscribePage.invalidLink.title} | Casino` });
      expect(metadata.description).toBe(en.UnsubscribePage.invalidLink.description);
      expect(metadata.robots).toMatchObject({ index: false });
    }
    expect((await metadataOf('pt-BR', {})).title).toEqual({ absolute: `${pt.UnsubscribePage.invalidLink.title} | Casino` });
  });

  it('with a link the title is the question the page asks, in the locale', async () => {
    expect((await metadataOf('en-US', { uid: '7', token: 'abc' })).title).toEqual({ absolute: `${en.UnsubscribePage.title} | Casino` });
    const phone = await metadataOf('pt-BR', { uid: '7', token: 'abc', channel: 'phone' });
    expect(phone.title).toEqual({ absolute: `${pt.UnsubscribePage.title} | Casino` });
    expect(phone.description).toBe(pt.UnsubscribePage.description.phone);
  });
});

describe('/unsubscribe without a valid link', () => {
  const pageOf = (query: Record<string, string>) =>
    UnsubscribePage({ params: Promise.resolve({ locale: 'en-US' }), searchParams: Promise.resolve(query) } as Parameters<typeof UnsubscribePage>[0]);

  it.each<Record<string, string>>([{}, { uid: '7' }, { uid: 'x', token: 'abc' }])('%o: a plain message with the way to the notification settings and home, no error page', async (query) => {
    const { container } = render(await pageOf(query));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This unsubscribe link is not valid or has expired');
    expect(screen.getByText(en.UnsubscribePage.invalidLink.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to notification settings' })).toHaveAttribute('href', '/profile/notification');
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
    expect(container.querySelector('[data-system-page]')).toBeNull();
    expect(container.querySelector('.font-mono')).toBeNull();
    expect(container).not.toHaveTextContent(en.SystemPages.error.title);
    expect(container).not.toHaveTextContent(en.SystemPages.error.description);
  });
});
