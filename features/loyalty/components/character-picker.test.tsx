import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { CharacterPicker } from './character-picker';

vi.mock('next/navigation', () => ({ usePathname: () => '/loyalty', useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const server = setupApiServer();
const owl = { id: 1, sysname: 'owl', name: 'Owl', image: '/images/characters/owl.svg' };
const fox = { id: 2, sysname: 'fox', name: 'Fox', image: '/images/characters/fox.svg' };

describe('CharacterPicker', () => {
  it('the change dialog is named by its title, says "Choose your character" once and describes what the choice does', async () => {
    server.use(api.get('loyalty/getcharacters', () => ok({ items: [owl, fox], offset: 0, limit: 100, total: 2 })));
    const user = userEvent.setup();
    renderWithProviders(<CharacterPicker current={owl} />);
    await user.click(screen.getByRole('button', { name: 'Change character' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose your character' });
    expect(await within(dialog).findByRole('radio', { name: 'Fox' })).toBeInTheDocument();
    expect(dialog.textContent!.split('Choose your character')).toHaveLength(2);
    expect(dialog).toHaveAccessibleDescription('It shows on your loyalty pages, and you can change it again at any time.');
    expect(within(dialog).getByRole('radio', { name: 'Owl' })).toBeChecked();
  });
});

describe('CharacterPicker keyboard', () => {
  // The seed's order: the player's Fox first, so unchecked radios come after the checked one.
  const bear = { id: 3, sysname: 'bear', name: 'Bear', image: '/images/characters/bear.svg' };

  it('Tab leaves the checked radio for the next control (Continue disabled: Close), Shift+Tab comes back: no trap', async () => {
    server.use(api.get('loyalty/getcharacters', () => ok({ items: [fox, owl, bear], offset: 0, limit: 100, total: 3 })));
    const user = userEvent.setup();
    renderWithProviders(<CharacterPicker current={fox} />);
    await user.click(screen.getByRole('button', { name: 'Change character' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose your character' });
    const foxRadio = await within(dialog).findByRole('radio', { name: 'Fox' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();

    foxRadio.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(foxRadio).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(foxRadio).toHaveFocus(); // the group's one stop, not its last (unchecked) radio
  });

  it('the arrows choose another character; Tab then reaches Continue and Close', async () => {
    server.use(api.get('loyalty/getcharacters', () => ok({ items: [fox, owl, bear], offset: 0, limit: 100, total: 3 })));
    const user = userEvent.setup();
    renderWithProviders(<CharacterPicker current={fox} />);
    await user.click(screen.getByRole('button', { name: 'Change character' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose your character' });
    (await within(dialog).findByRole('radio', { name: 'Fox' })).focus();
    await user.keyboard('{ArrowDown}');
    const owlRadio = within(dialog).getByRole('radio', { name: 'Owl' });
    expect(owlRadio).toBeChecked();
    expect(owlRadio).toHaveFocus();
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeEnabled();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(owlRadio).toHaveFocus();
  });
});
