import type { MenuBanner } from '@/lib/cms/types';
import { bannerFor, resolveMenuLink } from './menu-links';

const en = { locale: 'en-US', defaultLocale: 'en-US' };
const pt = { locale: 'pt-BR', defaultLocale: 'en-US' };

describe('resolveMenuLink', () => {
  it('prefixes internal paths for non-default locales only', () => {
    expect(resolveMenuLink({ link: '/gamehall?category=slots' }, en)).toEqual({ href: '/gamehall?category=slots', external: false });
    expect(resolveMenuLink({ link: '/gamehall' }, pt)?.href).toBe('/pt-BR/gamehall');
    expect(resolveMenuLink({ link: 'promotions' }, pt)?.href).toBe('/pt-BR/promotions');
  });

  it('opens external links in a new tab safely', () => {
    expect(resolveMenuLink({ link: 'https://t.me/casino', target: '_blank', rel: 'nofollow' }, en)).toEqual({
      href: 'https://t.me/casino',
      external: true,
      target: '_blank',
      rel: 'nofollow noopener noreferrer',
    });
    expect(resolveMenuLink({ link: '//cdn.example.com/rules.pdf' }, en)).toMatchObject({ external: true });
    expect(resolveMenuLink({ link: '/rules', target: '_blank' }, en)).toMatchObject({ external: false, rel: 'noopener' });
  });

  it('allows mail and phone links', () => {
    expect(resolveMenuLink({ link: 'mailto:help@example.com' }, en)?.external).toBe(true);
    expect(resolveMenuLink({ link: 'tel:+100200300' }, en)?.external).toBe(true);
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'java&#115;cript:x', 'data:text/html,<script>1</script>', 'vbscript:x', ''])(
    'refuses %j',
    (link) => expect(resolveMenuLink({ link }, en)).toBeNull(),
  );
});

describe('bannerFor', () => {
  const banner: MenuBanner = {
    title: 'Reload bonus',
    subtitle: '50% up to $100',
    image: '/banners/reload.webp',
    button: { title: 'Deposit' },
    public: { title: 'Welcome pack', button: { title: 'Join now' }, image: '/banners/welcome.webp' },
  };

  it('shows the public variant to guests, falling back field by field', () => {
    expect(bannerFor(banner, false)).toEqual({ title: 'Welcome pack', subtitle: '50% up to $100', image: '/banners/welcome.webp', buttonTitle: 'Join now' });
  });

  it('shows the player variant to signed-in users', () => {
    expect(bannerFor(banner, true)).toEqual({ title: 'Reload bonus', subtitle: '50% up to $100', image: '/banners/reload.webp', buttonTitle: 'Deposit' });
  });
});
