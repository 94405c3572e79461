import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { setupApiServer } from '@/tests/fixtures/msw';
import { registerDialog, unregisterDialog, type DialogComponentProps } from '../dialog-registry';
import { useDialogStore } from '../dialog-store';
import { DialogHost } from './dialog-host';
import { forgetLoadedNamespaces, LazyMessages, loadNamespaces, MessagesVersionContext } from './lazy-messages';
import { StackDialog } from './stack-dialog';

const server = setupApiServer();
const PAGE_MESSAGES = { Dialog: { close: 'Close' }, Page: { title: 'On the page' } };

function Providers({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en-US" messages={PAGE_MESSAGES} timeZone="UTC">
      <MessagesVersionContext value="v1">
        {children}
      </MessagesVersionContext>
    </NextIntlClientProvider>
  );
}

function Texts() {
  const page = useTranslations('Page');
  const promo = useTranslations('Promo');
  return (
    <p>
      {page('title')} / {promo('title')}
    </p>
  );
}

/** Records the namespace loads and answers them from `dictionary`. */
function serveNamespaces(dictionary: Record<string, unknown>) {
  const asked: string[] = [];
  server.use(
    http.get('*/i18n/:file', ({ request, params }) => {
      const url = new URL(request.url);
      asked.push(`${String(params.file)}?${url.searchParams.toString()}`);
      const names = (url.searchParams.get('ns') ?? '').split(',');
      return HttpResponse.json(Object.fromEntries(names.filter((n) => n in dictionary).map((n) => [n, dictionary[n]])));
    }),
  );
  return asked;
}

/** Renders, then waits for the subtree's namespaces to be loaded (the subtree renders nothing until then). */
async function renderLoaded(ui: ReactNode, namespaces: string[]) {
  const result = render(<Providers>{ui}</Providers>);
  await act(() => loadNamespaces('en-US', 'v1', namespaces));
  return result;
}

beforeEach(() => {
  forgetLoadedNamespaces();
  useDialogStore.setState({ stack: [], queued: [] });
});
afterEach(() => unregisterDialog('promo'));

describe('LazyMessages', () => {
  it('loads a subtree’s namespaces when the page lacks one, once, under the page’s version', async () => {
    const asked = serveNamespaces({ Promo: { title: 'Promo code' } });
    const { unmount } = await renderLoaded(
      <LazyMessages namespaces={['Page', 'Promo']}>
        <Texts />
      </LazyMessages>,
      ['Page', 'Promo'],
    );
    expect(screen.getByText('On the page / Promo code')).toBeInTheDocument();
    expect(asked).toEqual(['en-US.json?ns=Page%2CPromo&v=v1']);
    unmount();

    await renderLoaded(
      <LazyMessages namespaces={['Page', 'Promo']}>
        <Texts />
      </LazyMessages>,
      ['Page', 'Promo'],
    );
    expect(screen.getByText('On the page / Promo code')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('asks nothing when the page already has every namespace', async () => {
    const asked = serveNamespaces({});
    render(
      <Providers>
        <LazyMessages namespaces={['Page']}>
          <p>{'ready'}</p>
        </LazyMessages>
      </Providers>,
    );
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('a failed load still renders (with the fallbacks) and is asked again next time', async () => {
    let calls = 0;
    server.use(http.get('*/i18n/:file', () => (calls++, new HttpResponse(null, { status: 503 }))));
    vi.spyOn(console, 'error').mockImplementation(() => {}); // next-intl reports the missing message
    const { unmount } = await renderLoaded(
      <LazyMessages namespaces={['Promo']}>
        <Texts />
      </LazyMessages>,
      ['Promo'],
    );
    expect(screen.getByText('On the page / Promo.title')).toBeInTheDocument();
    unmount();
    serveNamespaces({ Promo: { title: 'Promo code' } });
    await renderLoaded(
      <LazyMessages namespaces={['Promo']}>
        <Texts />
      </LazyMessages>,
      ['Promo'],
    );
    expect(screen.getByText('On the page / Promo code')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});

function PromoDialog({ dialog }: DialogComponentProps) {
  const t = useTranslations('Promo');
  return (
    <StackDialog dialog={dialog} title={t('title')}>
      <p>{t('text')}</p>
    </StackDialog>
  );
}

describe('DialogHost with a dialog’s namespaces', () => {
  it('opens the dialog once its messages are there, named by its translated title', async () => {
    const asked = serveNamespaces({ Promo: { title: 'Promo code activated', text: 'Enjoy' } });
    registerDialog('promo', PromoDialog, { namespaces: ['Promo'] });
    render(
      <Providers>
        <DialogHost />
      </Providers>,
    );
    act(() => useDialogStore.getState().open('promo', {}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // not before its texts
    expect(await screen.findByRole('dialog', { name: 'Promo code activated' })).toHaveTextContent('Enjoy');
    expect(asked).toEqual(['en-US.json?ns=Promo&v=v1']);
  });
});

describe('LazyMessages while the page’s messages change', () => {
  function Typing() {
    const t = useTranslations('Promo');
    return <input aria-label={t('title')} />;
  }

  it('keeps its subtree (and what was typed) mounted when a sign-in brings the page more namespaces', async () => {
    const asked = serveNamespaces({ Promo: { title: 'Promo code' }, Extra: { x: 'x' } });
    function Page({ messages }: { messages: Record<string, unknown> }) {
      return (
        <NextIntlClientProvider locale="en-US" messages={messages} timeZone="UTC">
          <MessagesVersionContext value="v1">
            <LazyMessages namespaces={['Promo', 'Extra']}>
              <Typing />
            </LazyMessages>
          </MessagesVersionContext>
        </NextIntlClientProvider>
      );
    }
    const { rerender } = render(<Page messages={PAGE_MESSAGES} />);
    await act(() => loadNamespaces('en-US', 'v1', ['Promo', 'Extra']));
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(input, 'WELCOME');

    rerender(<Page messages={{ ...PAGE_MESSAGES, Extra: { x: 'x' } }} />); // the refreshed layout has one of them now
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBe(input);
    expect(input).toHaveValue('WELCOME');
    rerender(<Page messages={{ ...PAGE_MESSAGES, Promo: { title: 'Promo code' }, Extra: { x: 'x' } }} />); // and then both
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBe(input);
    expect(asked).toHaveLength(1);
  });
});
