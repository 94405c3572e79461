import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testLocales, testMenus } from '@/tests/fixtures/menus';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { useDialogStore } from '../dialog-store';
import { toast } from '../toast-store';
import { DefaultShell, type DefaultShellProps } from './default-shell';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));
// LocalLink is an async server component (it reads the request's locale); jsdom renders a plain link.
vi.mock('@/features/system', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/system')>()),
  LocalLink: ({ href, ...props }: { href: string } & Record<string, unknown>) => <a href={href} {...props} />,
}));

function renderShell(props: Partial<DefaultShellProps> = {}) {
  return renderWithProviders(
    <DefaultShell locale="en-US" defaultLocale="en-US" locales={testLocales} menus={testMenus} signedIn={false} {...props}>
      <h1>Home</h1>
    </DefaultShell>,
  );
}

beforeEach(() => useDialogStore.setState({ stack: [], queued: [] }));

describe('DefaultShell', () => {
  it('has a skip link to the main landmark, a banner and a content info landmark', () => {
    renderShell();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(within(main).getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });

  it('offers guests sign-in and sign-up links that work without JavaScript', () => {
    renderShell();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/forms/sign_in');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/forms/sign_up');
    expect(within(header).getByRole('link', { name: 'Casino home page' })).toHaveAttribute('href', '/');
    expect(within(header).queryByRole('link', { name: /Cashier/ })).not.toBeInTheDocument();
  });

  it('shows players the balance slot and their profile instead', () => {
    renderShell({ signedIn: true, login: 'lucky', balance: <output>$10.00</output> });
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(header).getByText('$10.00')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/settings');
    expect(within(header).getByRole('link', { name: /Cashier/ })).toBeInTheDocument();
  });

  it('opens the sidebar curtain from the menu button', async () => {
    renderShell();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    const sidebar = await screen.findByRole('dialog', { name: 'Menu' });
    // the content loads with the curtain's first opening
    expect(await within(sidebar).findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('switch', { name: 'Dark theme' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/forms/sign_up');
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends players from the sidebar banner to the cashier', async () => {
    renderShell({ signedIn: true });
    act(() => useDialogStore.getState().open('sidebar', {}, { type: 'curtain' }));
    expect(await screen.findByRole('link', { name: 'Deposit now' })).toHaveAttribute('href', '/cashier/deposit');
  });

  it('announces toasts in the region under the header', () => {
    renderShell();
    act(() => void toast({ text: 'Welcome back', type: 'success' }));
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Success: Welcome back');
  });
});
