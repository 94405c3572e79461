import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost, useDialogStore } from '@/features/shell';
import type { CmsBanner } from '@/lib/cms';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import type { PlatformBanner } from '../describe';
import { cmsPromotion, findPromotion } from '../promotions';
import { PromotionDetailLink } from './promotion-detail-link';
import { PromotionDetailPanel } from './promotion-detail-panel';
import { PromotionList } from './promotion-list';

vi.mock('next/navigation', () => ({ usePathname: () => '/promotions' }));
// LocalLink is an async server component (it reads the request's locale); jsdom renders a plain link.
vi.mock('@/features/system', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/system')>()),
  LocalLink: ({ href, ...props }: { href: string } & Record<string, unknown>) => <a href={href} {...props} />,
  ContentLink: ({ href, ...props }: { href: string } & Record<string, unknown>) => <a href={href} {...props} />,
}));

afterEach(() => act(() => useDialogStore.setState({ stack: [], queued: [] })));

const welcome: PlatformBanner = {
  id: 7,
  finished_at: null,
  description: {
    position: 'main',
    title: 'Welcome bonus',
    subtitle: '100% up to $500',
    button_title: 'Join now',
    button_slug: '/offers',
    // operator HTML: what can run script is dropped on the server before it reaches the dialog
    details: '<p>Wager the bonus 35 times within 30 days.</p><ul><li>Maximum bet: $5.</li></ul><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  },
};
const tournament: PlatformBanner = { id: 8, finished_at: null, description: { position: 'main', title: 'Spring Spins', button_title: 'Take part', button_slug: '/tournaments' } };

const cashback: CmsBanner = {
  id: 'weekly-cashback',
  title: 'Weekly cashback',
  description: {
    position: 'promotions',
    html: '<h2>Up to 15% back</h2>',
    details: '<p>Every Monday you get back up to 15% of what you lost.</p>',
    image: '/images/banners/cashback.svg',
    button: { title: 'Play now', link: '/gamehall' },
  },
};

describe('promotion detail dialog', () => {
  it('opens from a promotion card’s "Learn more", named by the promotion, with its full text and call to action; Escape closes it and focus returns to the link', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <PromotionList banners={[welcome, tournament]} />
        <DialogHost />
      </>,
    );
    // only a promotion with a full text has a detail; without JavaScript its link leads to the server-rendered detail
    expect(screen.getAllByRole('link', { name: /^Learn more/ })).toHaveLength(1);
    const opener = screen.getByRole('link', { name: 'Learn more: Welcome bonus' });
    expect(opener).toHaveAttribute('href', '/promotions?promotion=banner-7');
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome bonus' });
    expect(dialog).toHaveTextContent('Wager the bonus 35 times within 30 days.');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Maximum bet: $5.');
    expect(dialog.querySelector('script, [onerror]')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/offers');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });

  it('works by keyboard: Enter on the link opens it, the overlay and the close button close it, the call to action closes it too', async () => {
    const user = userEvent.setup();
    const detail = cmsPromotion(cashback)!;
    renderWithProviders(
      <>
        <PromotionDetailLink promotion={detail}>Learn more</PromotionDetailLink>
        <DialogHost />
      </>,
    );
    const opener = screen.getByRole('link', { name: 'Learn more' });
    expect(opener).toHaveAttribute('href', '/promotions?promotion=weekly-cashback');
    opener.focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: 'Weekly cashback' });
    expect(dialog).toHaveTextContent('Every Monday you get back up to 15% of what you lost.');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/images/banners/cashback.svg');
    // focus moves into the dialog
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.click(document.querySelector('[data-dialog-overlay]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(opener).toHaveFocus());

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Weekly cashback' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Weekly cashback' });
    const action = within(dialog).getByRole('link', { name: 'Play now' });
    expect(action).toHaveAttribute('href', '/gamehall');
    action.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
    await user.click(action);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('renders the detail a ?promotion= URL names on the server: title, text, call to action and the way back', () => {
    expect(findPromotion('nope', [cashback], [welcome])).toBeNull();
    expect(findPromotion(undefined, [cashback], [welcome])).toBeNull();
    expect(findPromotion('banner-8', [cashback], [welcome, tournament])).toBeNull(); // no full text, no detail
    const detail = findPromotion('banner-7', [cashback], [welcome]);
    expect(detail).toMatchObject({ key: 'banner-7', title: 'Welcome bonus', action: { title: 'Join now', link: '/offers' } });
    renderWithProviders(<PromotionDetailPanel promotion={findPromotion('weekly-cashback', [cashback], [welcome])!} />);
    const section = screen.getByRole('region', { name: 'Weekly cashback' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Weekly cashback');
    expect(section).toHaveTextContent('Every Monday you get back up to 15% of what you lost.');
    expect(within(section).getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/gamehall');
    expect(within(section).getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
  });
});
