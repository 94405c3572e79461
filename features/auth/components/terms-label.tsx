'use client';

import { useTranslations } from 'next-intl';
import { useLocalize } from '@/features/system';
import { paths } from '@/lib/routing';

/** The terms checkbox's label: "terms and conditions" links to the terms page (a new tab, so the form keeps its values). */
export function TermsLabel() {
  const t = useTranslations('AuthPopup');
  const localize = useLocalize();
  return t.rich('terms', {
    terms: (chunks) => (
      <a href={localize(paths.page('terms'))} target="_blank" rel="noopener" className="font-medium text-brand-600 underline underline-offset-2 dark:text-brand-400">
        {chunks}
      </a>
    ),
  });
}
