import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge } from '@/components/badge';
import { testMenus } from '@/tests/fixtures/menus';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { SidebarMenu } from './sidebar-menu';

const ctx = { locale: 'pt-BR', defaultLocale: 'en-US' };

function renderMenu(signedIn: boolean, offersCount = 0) {
  renderWithProviders(<SidebarMenu groups={testMenus.sidebar} ctx={ctx} signedIn={signedIn} offersBadge={<Badge count={offersCount} />} />);
  return screen.getByRole('navigation', { name: 'Main menu' });
}

describe('SidebarMenu', () => {
  it('groups localised links under their headings', () => {
    const nav = renderMenu(false);
    expect(within(nav).getByRole('heading', { name: 'Games' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Slots/ })).toHaveAttribute('href', '/pt-BR/gamehall/slots');
  });

  it('hides onlyAuth links from guests and shows them to players', () => {
    renderMenu(false);
    expect(screen.queryByRole('link', { name: /Profile/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /VIP tables/, hidden: true })).not.toBeInTheDocument();
  });

  it('shows onlyAuth links to players', () => {
    renderMenu(true);
    expect(screen.getByRole('link', { name: /Profile/ })).toBeInTheDocument();
  });

  it('caps count badges at 9+ and puts the badge of the offers feature on offers links', () => {
    renderMenu(false, 3);
    expect(screen.getByRole('link', { name: /Slots/ })).toHaveTextContent('Slots9+');
    expect(screen.getByRole('link', { name: /Offers/ })).toHaveTextContent('Offers3');
  });

  it('opens submenus with a disclosure button', async () => {
    renderMenu(false);
    const toggle = screen.getByRole('button', { name: 'Live: more links' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Roulette' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Roulette' })).toHaveAttribute('href', '/pt-BR/gamehall/roulette');
  });

  it('opens external links safely in a new tab and drops unsafe ones', () => {
    renderMenu(false);
    const telegram = screen.getByRole('link', { name: /^Telegram ?\(opens in a new tab\)$/ });
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Evil')).not.toBeInTheDocument();
  });
});
