'use client';

import { useTranslations } from 'next-intl';
import { useTheme } from 'next-themes';
import { use } from 'react';
import { cn } from '@/components/cn';
import { Icon } from '@/components/icon';
import { themeCookie } from '../theme';
import { ServerThemeContext } from './client-providers';

type Props = {
  /** Shows "Dark theme" beside the switch (sidebar); otherwise it is the accessible name only. */
  showLabel?: boolean;
  className?: string;
};

/** A switch between the dark and light themes; the choice is kept in the `theme` cookie for a year. */
export function ThemeSwitch({ showLabel = false, className }: Props) {
  const t = useTranslations('ThemeSwitch');
  const { theme, setTheme } = useTheme();
  const dark = (theme ?? use(ServerThemeContext)) === 'dark';

  const toggle = () => {
    const next = dark ? 'light' : 'dark';
    setTheme(next);
    document.cookie = themeCookie(next);
  };

  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={showLabel ? undefined : t('label')}
      onClick={toggle}
      className={cn('inline-flex items-center gap-3 rounded-full text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500', className)}
    >
      {showLabel && <span>{t('label')}</span>}
      <span className="relative inline-flex h-7 w-12 items-center rounded-full border border-(--border) bg-(--surface-2) p-0.5">
        <span
          className={cn(
            'flex size-6 items-center justify-center rounded-full bg-(--surface) shadow transition-transform',
            dark && 'translate-x-5 rtl:-translate-x-5',
          )}
        >
          <Icon name={dark ? 'moon' : 'sun'} size={14} />
        </span>
      </span>
    </button>
  );
}
