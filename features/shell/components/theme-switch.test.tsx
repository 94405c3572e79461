import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { ClientProviders } from './client-providers';
import { ThemeSwitch } from './theme-switch';

function renderSwitch(theme: string) {
  return renderWithProviders(
    <ClientProviders theme={theme} themes={['dark', 'light']}>
      <ThemeSwitch />
    </ClientProviders>,
  );
}

beforeEach(() => {
  document.documentElement.className = '';
  document.cookie = 'theme=; Max-Age=0; Path=/';
});

describe('ThemeSwitch', () => {
  it('starts from the theme the server rendered, even over a stale stored one', () => {
    localStorage.setItem('theme', 'light');
    renderSwitch('dark');
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('toggles the html class and writes the cookie', async () => {
    renderSwitch('dark');
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.cookie).toContain('theme=light');

    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(document.cookie).toContain('theme=dark');
  });
});
