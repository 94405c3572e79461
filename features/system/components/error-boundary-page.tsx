'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/button';
import { fatalOutcomeFromDigest } from '../fatal-digest';
import { SYSTEM_PAGES, type SystemPageKind } from '../system-kinds';
import { useLocaleHref } from '../use-locale-href';
import { SystemActionLink } from './system-action';
import { SystemPageView } from './system-page-view';

type Props = { error: unknown; retry: () => void };

function kindOf(error: unknown): SystemPageKind {
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined;
  const outcome = fatalOutcomeFromDigest(digest);
  return outcome && outcome.page !== 'not-found' ? outcome.page : 'error';
}

/**
 * What an error.tsx boundary shows: the generic error page (button to the game hall) with a retry,
 * or the maintenance / user-blocked page when a FatalPageError got this far (SPEC §2, §8).
 */
export function ErrorBoundaryPage({ error, retry }: Props) {
  const t = useTranslations('SystemPages');
  const kind = kindOf(error);
  const spec = SYSTEM_PAGES[kind];
  const href = useLocaleHref(spec.target ?? '/');

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <SystemPageView
      kind={kind}
      title={t(`${spec.messages}.title`)}
      description={t(`${spec.messages}.description`)}
      actions={
        <>
          {kind !== 'user-blocked' ? (
            <Button size="lg" variant={kind === 'error' ? 'secondary' : 'primary'} onClick={retry}>
              {t('error.retry')}
            </Button>
          ) : null}
          {spec.target ? <SystemActionLink href={href}>{t(`${spec.messages}.button`)}</SystemActionLink> : null}
        </>
      }
    />
  );
}
