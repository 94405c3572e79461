import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthPopupBanner } from '@/lib/cms';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { useAuthStore } from '../store';
import { AuthDialog } from './auth-dialog';
import { showsCharacter } from './auth-side-banner';
import type { AuthViewName } from './auth-views';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/', useSearchParams: () => new URLSearchParams() }));

const BANNER: AuthPopupBanner = {
  label: 'Welcome bonus',
  value: '100% up to $500',
  addition: '<p>Plus <strong>200 free spins</strong></p>',
  banner_type: 'other',
  images: {
    default: '/images/auth/side-banner-360x520.svg',
    '360x520': '/images/auth/side-banner-360x520.svg',
    '735x240': '/images/auth/side-banner-735x240.svg',
    registration_popup_mobile_compact: '/images/auth/side-banner-mobile-compact.svg',
  },
};

const handle = () => ({ id: 'auth', type: 'popup' as const, preventClose: false, close: vi.fn(async () => true) });
const open = (view: AuthViewName, banner: AuthPopupBanner | null) => {
  useAuthStore.setState({ pending: null, formFields: {}, banner });
  return renderWithProviders(<AuthDialog dialog={handle()} view={view} />);
};
const sideBanner = () => screen.queryByRole('complementary', { name: 'Welcome bonus' });

beforeEach(() => useAuthStore.setState({ banner: null }));

describe('AuthDialog: side banner (§2)', () => {
  it.each<AuthViewName>(['registration', 'authorization', 'restore'])('%s shows the banner when one exists', (view) => {
    open(view, BANNER);
    const aside = sideBanner();
    expect(aside).toBeInTheDocument();
    expect(aside).toHaveTextContent('100% up to $500');
    expect(aside!.querySelector('strong')).toHaveTextContent('200 free spins');
    // 735×240 above the form on narrow screens, 360×520 beside it from md up.
    expect(aside!.querySelector('img')).toHaveAttribute('src', '/images/auth/side-banner-735x240.svg');
    expect(aside!.querySelector('source')).toHaveAttribute('srcset', '/images/auth/side-banner-360x520.svg');
    expect(screen.getByRole('dialog')).toHaveClass('md:max-w-3xl');
  });

  it('is absent without a banner', () => {
    open('registration', null);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).not.toHaveClass('md:max-w-3xl');
  });

  it('is hidden when the banner is compact', () => {
    open('authorization', { ...BANNER, banner_type: 'compact' });
    expect(sideBanner()).not.toBeInTheDocument();
  });

  it('falls back to the default image', () => {
    open('authorization', { ...BANNER, addition: undefined, images: { default: '/images/auth/side-banner-360x520.svg' } });
    expect(sideBanner()!.querySelector('img')).toHaveAttribute('src', '/images/auth/side-banner-360x520.svg');
  });
});

describe('showsCharacter (§2 side banner or character image)', () => {
  const on = { characterSelect: true };
  it('is the registration view with the selector on, unless the banner is compact', () => {
    expect(showsCharacter('registration', on, null)).toBe(true);
    expect(showsCharacter('registration', on, BANNER)).toBe(true);
    expect(showsCharacter('registration', on, { ...BANNER, banner_type: 'compact' })).toBe(false);
    expect(showsCharacter('authorization', on, BANNER)).toBe(false);
    expect(showsCharacter('registration', { characterSelect: false }, null)).toBe(false);
  });
});
