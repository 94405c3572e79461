import { useTranslations } from 'next-intl';
import { Container } from '@/components/container';
import type { ReactNode } from 'react';
import type { MenuGroup } from '@/lib/cms/types';
import type { LocaleOption } from '@/lib/i18n/locales';
import { visibleGroups } from '@/lib/cms/menus';
import { paths } from '@/lib/routing';
import { LocalLink } from '@/features/system';
import type { LinkContext } from '../menu-links';
import { LanguageSwitcher } from './language-switcher';
import { MenuLinkAnchor } from './menu-link-anchor';

type Props = { groups: readonly MenuGroup[]; ctx: LinkContext; locales: readonly LocaleOption[]; signedIn: boolean; legal?: ReactNode };

/** The site footer: CMS link groups (`menus.footer`), the language list and the legal line. */
export function Footer({ groups, ctx, locales, signedIn, legal }: Props) {
  const t = useTranslations('Footer');
  return (
    // Below the fold on every page: no style, layout or paint while off screen (40rem until its real size is known).
    <footer className="border-t border-(--border) bg-(--surface) [content-visibility:auto] [contain-intrinsic-size:auto_40rem]">
      <Container className="flex flex-col gap-8 py-10">
        <nav aria-label={t('nav')} className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {visibleGroups(groups, signedIn).map((group) => (
            <div key={group.id} className="flex flex-col gap-2">
              {group.title && <h2 className="text-sm font-semibold">{group.title}</h2>}
              <ul className="flex flex-col gap-1.5">
                {group.links.map((link) => (
                  <li key={`${link.name}-${link.link}`}>
                    <MenuLinkAnchor link={link} ctx={ctx} className="gap-2 text-sm text-(--muted) hover:text-(--text) hover:underline" />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <LanguageSwitcher variant="list" locales={locales} defaultLocale={ctx.defaultLocale} />
        <div className="flex flex-col gap-2 text-sm text-(--muted) md:flex-row md:justify-between">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>{t('responsible')}</span>
            {/* the responsible-gambling centre, one click from every page */}
            <LocalLink href={signedIn ? paths.profile('responsible-game') : '/responsible-game'} className="font-medium text-(--text) underline underline-offset-4 hover:no-underline">
              {t('responsibleCentre')}
            </LocalLink>
            {legal}
          </p>
          <p>{t('copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </Container>
    </footer>
  );
}
