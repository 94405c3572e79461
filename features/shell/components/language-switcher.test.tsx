import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { usePathname } from 'next/navigation';
import { testLocales } from '@/tests/fixtures/menus';
import { enMessages, renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { LanguageSwitcher } from './language-switcher';

vi.mock('next/navigation', () => ({ usePathname: vi.fn(() => '/offers') }));

describe('LanguageSwitcher', () => {
  it('discloses links to the same page in the other locales', async () => {
    renderWithProviders(<LanguageSwitcher locales={testLocales} defaultLocale="en-US" />);
    const button = screen.getByRole('button', { name: 'EN, Language: English' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Other languages' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = within(screen.getByRole('list', { name: 'Other languages' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Português', '/pt-BR/offers'],
      ['Español', '/es-ES/offers'],
      ['العربية', '/ar/offers'],
    ]);
    // Flags are drawn as SVG, not emoji (which need an emoji font).
    expect(links.every((a) => a.querySelector('svg[viewBox="0 0 30 20"]'))).toBe(true);
    expect(links[2]).toHaveAttribute('dir', 'rtl');
    expect(links[2]).toHaveAttribute('hreflang', 'ar');

    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('from a prefixed locale leads back to the unprefixed default', () => {
    vi.mocked(usePathname).mockReturnValue('/ar/offers/7');
    renderWithProviders(
      <NextIntlClientProvider locale="ar" messages={enMessages} timeZone="UTC">
        <LanguageSwitcher locales={testLocales} defaultLocale="en-US" variant="list" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/offers/7');
    expect(screen.queryByRole('link', { name: /العربية/ })).not.toBeInTheDocument();
  });

  it('remembers the chosen locale in the i18n_locale cookie', () => {
    vi.mocked(usePathname).mockReturnValue('/');
    renderWithProviders(<LanguageSwitcher locales={testLocales} defaultLocale="en-US" variant="list" />);
    const link = screen.getByRole('link', { name: /Español/ });
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    link.click();
    expect(document.cookie).toContain('i18n_locale=es-ES');
  });
});
