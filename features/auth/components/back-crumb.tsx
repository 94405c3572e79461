import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Icon } from '@/components/icon';

/** The back breadcrumb of restore and twofa: returns to authorization. */
export function BackCrumb({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  const t = useTranslations('AuthPopup');
  return (
    <nav aria-label={t('breadcrumb')} className="-mt-2">
      <button
        type="button"
        onClick={onClick}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-(--muted) hover:text-(--text) focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Icon name="chevron-down" size={16} className="rotate-90 rtl:-rotate-90" />
        {children}
      </button>
    </nav>
  );
}
