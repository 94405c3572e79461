'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Link } from '@/components/link';
import { Notice } from '@/components/notice';
import { Skeleton } from '@/components/skeleton';
import { useLocalize } from '@/features/system';
import type { VerificationStatusView } from '@/lib/contract';
import { paths } from '@/lib/routing';
import { fetchVerificationToken, profileKeys, verificationStatusQuery } from '../../api';

// Sumsub's WebSDK is fetched only when a player starts a Sumsub check (keys configured).
// The demo provider's upload form hydrates from a chunk of its own (react-hook-form, zod on its first
// validation): server-rendered as before, not in the page's first-load JS.
const DemoDocumentForm = dynamic(() => import('./demo-document-form').then((m) => m.DemoDocumentForm));
const SumsubWidget = dynamic(() => import('./sumsub-widget'), { ssr: false, loading: () => <Skeleton className="h-96 w-full" /> });

/** The review is the operator's (or Sumsub's): while it runs the status is asked again now and then. */
const REVIEW_POLL_MS = 15_000;

type Fix = 'unreadable' | 'screenshots' | 'blackAndWhite' | 'incomplete' | 'pageMissing' | 'faceMatch';
/** Reject labels (Sumsub's; the demo provider's document_unreadable) the panel can turn into advice. */
const FIXES: Record<string, Fix> = {
  SCREENSHOTS: 'screenshots',
  BLACK_AND_WHITE: 'blackAndWhite',
  INCOMPLETE_DOCUMENT: 'incomplete',
  DOCUMENT_PAGE_MISSING: 'pageMissing',
  BAD_FACE_MATCHING: 'faceMatch',
  UNSATISFACTORY_PHOTOS: 'unreadable',
  document_unreadable: 'unreadable',
};

/** What to fix after a RETRY, from the labels: the general "unreadable" only when nothing more specific is known. */
function fixesOf(labels: string | null): Fix[] {
  const fixes = [...new Set((labels ?? '').split(',').flatMap((label) => FIXES[label.trim()] ?? []))];
  return fixes.length > 1 ? fixes.filter((fix) => fix !== 'unreadable') : fixes;
}

/** Identity verification: the status, then the provider's step (the demo upload form, or Sumsub's WebSDK). */
export function VerificationPanel({ initial }: { initial: VerificationStatusView }) {
  const t = useTranslations('ProfileForms');
  const queryClient = useQueryClient();
  const { data = initial } = useQuery({
    ...verificationStatusQuery(),
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? REVIEW_POLL_MS : false),
  });
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.all });
  const localize = useLocalize();
  const status = data.is_verified ? 'approved' : data.status;
  // a RED review: FINAL ends the verification (no new attempt); RETRY, or no type (an older answer), allows one
  const declined = status === 'rejected' && data.reject_type === 'FINAL';
  const retry = status === 'rejected' && !declined;
  const comment = retry ? data.reject_comment?.trim() : undefined;
  const fixes = retry && !comment ? fixesOf(data.reject_reason) : [];

  const start = async () => {
    setFailed(false);
    await fetchVerificationToken().then(setToken, () => setFailed(true));
  };

  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="rounded-xl bg-(--surface) p-5">
        {t('verification.status')} <strong data-testid="verification-status">{t(declined ? 'verification.statuses.declined' : `verification.statuses.${status}`)}</strong>
        {retry && <span className="block text-sm text-(--muted)">{t('verification.rejected')}</span>}
      </p>
      {(comment || fixes.length > 0) && (
        <section aria-labelledby="verification-fix-title" className="flex flex-col gap-2">
          <h2 id="verification-fix-title" className="font-semibold">
            {t('verification.whatToFix')}
          </h2>
          {comment ? (
            <p className="whitespace-pre-line">{comment}</p>
          ) : (
            <ul className="list-disc ps-5">
              {fixes.map((fix) => (
                <li key={fix}>{t(`verification.fixes.${fix}`)}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      {declined && (
        <Notice tone="info">
          {t.rich('verification.declinedText', {
            support: (chunks) => (
              <Link href={localize(paths.support())} className="font-medium underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </Notice>
      )}
      {failed && <Notice>{t('verification.providerFailed')}</Notice>}
      {status === 'pending' && (
        <div className="flex flex-col gap-3">
          <p className="text-(--muted)">{t('verification.pendingText')}</p>
          <Button variant="outline" className="self-start" onClick={() => void refresh()}>
            {t('verification.refresh')}
          </Button>
        </div>
      )}
      {status === 'approved' && <Notice tone="success">{t('verification.approvedText')}</Notice>}
      {(status === 'none' || status === 'init' || retry) &&
        (data.provider === 'demo' ? (
          <DemoDocumentForm />
        ) : token ? (
          <SumsubWidget accessToken={token} onStatus={() => void refresh()} onError={() => setFailed(true)} />
        ) : (
          <Button className="self-start" onClick={() => void start()}>
            {t('verification.start')}
          </Button>
        ))}
    </div>
  );
}
