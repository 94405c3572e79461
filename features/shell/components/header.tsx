import { Link } from '@/components/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/button';
import { cn } from '@/components/cn';
import { Container } from '@/components/container';
import { Icon } from '@/components/icon';
import type { MenuLink } from '@/lib/cms/types';
import type { LocaleOption } from '@/lib/i18n/locales';
import { visibleLinks } from '@/lib/cms/menus';
import { localizePath } from '@/lib/routing/locale-path';
import { paths } from '@/lib/routing/paths';
import { NavPending } from '@/features/system';
import type { LinkContext } from '../menu-links';
import { AuthLink } from './auth-link';
import { LanguageSwitcher } from './language-switcher';
import { MenuLinkAnchor } from './menu-link-anchor';
import { SidebarTrigger } from './sidebar-trigger';
import { ThemeSwitch } from './theme-switch';

/** The signed-in player's login as the header shows it (text, or an island that fills it in on a player shell). */
export type ShellLogin = ReactNode;

type Props = {
  ctx: LinkContext;
  locales: readonly LocaleOption[];
  links: readonly MenuLink[];
  signedIn: boolean;
  login?: ShellLogin;
  /** The wallet's balance widget, shown to signed-in players. */
  balance?: ReactNode;
  /** The games search entry (the games feature fills it). */
  search?: ReactNode;
};

/**
 * The site header: menu button, logo, header links (laptop and up), balance or the sign-in and
 * sign-up buttons, language and theme (tablet and up; on phones they live in the sidebar).
 */
export function Header({ ctx, locales, links, signedIn, login, balance, search }: Props) {
  const t = useTranslations('Header');
  const href = (path: string) => localizePath(path, ctx.locale, ctx.defaultLocale);
  const shown = visibleLinks(links, signedIn);

  return (
    <header className="sticky top-0 z-30 h-(--header-height) border-b border-(--border) bg-(--surface)">
      <Container className="flex h-full items-center gap-1 sm:gap-2 md:gap-4">
        <SidebarTrigger label={t('menu')} />
        <Link href={href(paths.home())} aria-label={t('home')} className="flex items-center gap-2 rounded-lg text-lg font-extrabold focus-visible:outline-2 focus-visible:outline-brand-500">
          {/* The mark's letter is drawn by CSS: the link's visible text is the brand alone, which its name contains (WCAG 2.5.3) */}
          <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-lg bg-brand-500 text-black before:content-['C']" />
          <span aria-hidden="true" className="hidden sm:inline">
            {t('brand')}
          </span>
        </Link>
        {shown.length > 0 && (
          // A signed-in player's side (balance, deposit, rewards, sign out) is wider than a guest's: the
          // quick links show from a wider screen then, and clip rather than widen the page in long locales.
          <nav aria-label={t('nav')} className={cn('hidden min-w-0 overflow-hidden', signedIn ? 'min-[90rem]:block' : 'xl:block')}>
            <ul className="flex items-center gap-1">
              {shown.map((link) => (
                <li key={`${link.name}-${link.link}`}>
                  <MenuLinkAnchor link={link} ctx={ctx} className="gap-2 rounded-lg px-3 py-2 text-sm font-medium hover:bg-(--surface-2)" />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="ms-auto flex min-w-0 items-center gap-1 sm:gap-2">
          {search}
          {signedIn ? (
            <>
              {balance}
              <Link href={href(paths.profile())} aria-label={t('profile')} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                <Icon name="user" />
                <span className="hidden max-w-32 truncate min-[120rem]:inline">{login}</span>
                <NavPending />
              </Link>
            </>
          ) : (
            <>
              <AuthLink view="authorization" href={href(paths.signIn())} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                {t('signIn')}
              </AuthLink>
              <AuthLink view="registration" href={href(paths.signUp())} className={buttonVariants({ size: 'sm' })}>
                {t('signUp')}
              </AuthLink>
            </>
          )}
          <LanguageSwitcher locales={locales} defaultLocale={ctx.defaultLocale} className="hidden md:block" />
          <ThemeSwitch className="max-md:hidden" />
        </div>
      </Container>
    </header>
  );
}
