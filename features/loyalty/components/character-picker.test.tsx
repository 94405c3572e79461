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
