'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { cn } from '@/components/cn';
import { Flag } from '@/components/flag';
import { Icon } from '@/components/icon';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type LocaleOption } from '@/lib/i18n/locales';
import { localizePath, stripLocale } from '@/lib/routing/locale-path';

type Props = {
  locales: readonly LocaleOption[];
  defaultLocale: string;
  /** `menu`: a button that discloses the list (header); `list`: the list alone (sidebar, footer). */
  variant?: 'menu' | 'list';
  className?: string;
};

// Remember the choice (SPEC §9: i18n_locale, one year) and keep the query and hash.
function onSwitch(event: MouseEvent<HTMLAnchorElement>, code: string) {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
  event.currentTarget.href += window.location.search + window.location.hash;
}

/**
 * Lists the other locales by flag and name; each is a plain link to the same page in that locale
 * (a full navigation, so <html lang dir> follows), which also works without JavaScript.
 */
export function LanguageSwitcher({ locales, defaultLocale, variant = 'menu', className }: Props) {
  const t = useTranslations('LanguageSwitcher');
  const locale = useLocale();
  const { pathname } = stripLocale(usePathname() ?? '/', locales.map((l) => l.code));
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const current = locales.find((l) => l.code === locale);
  const others = locales.filter((l) => l.code !== locale);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const list = (
    <ul id={listId} aria-label={t('list')} hidden={variant === 'menu' && !open} className={cn(variant === 'menu' ? 'absolute end-0 top-full z-50 mt-2 min-w-44 rounded-xl border border-(--border) bg-(--surface) p-1 shadow-xl' : 'flex flex-wrap gap-1')}>
      {others.map((l) => (
        <li key={l.code}>
          <a
            href={localizePath(pathname, l.code, defaultLocale)}
            hrefLang={l.code}
            lang={l.code}
            dir={l.dir}
            onClick={(event) => onSwitch(event, l.code)}
            className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-(--surface-2) focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Flag emoji={l.icon} className="shrink-0" />
            {l.name}
          </a>
        </li>
      ))}
    </ul>
  );

  if (variant === 'list') return <div className={className}>{list}</div>;

  return (
    <div
      ref={root}
      className={cn('relative', className)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium hover:bg-(--surface-2) focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {current ? <Flag emoji={current.icon} className="shrink-0" /> : <Icon name="globe" />}
        {/* Named by what it shows, then what it means (WCAG 2.5.3): "EN, Language: English" */}
        <span>{locale.split('-')[0]?.toUpperCase()}</span>
        <span className="sr-only">, {t('label', { name: current?.name ?? locale })}</span>
        <Icon name="chevron-down" size={16} className={cn('transition-transform', open && 'rotate-180')} />
      </button>
      {list}
    </div>
  );
}
