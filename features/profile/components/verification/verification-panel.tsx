'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Notice } from '@/components/notice';
import { Skeleton } from '@/components/skeleton';
import type { VerificationStatusView } from '@/lib/contract';
import { fetchVerificationToken, profileKeys, verificationStatusQuery } from '../../api';

// Sumsub's WebSDK is fetched only when a player starts a Sumsub check (keys configured).
// The demo provider's upload form hydrates from a chunk of its own (react-hook-form, zod on its first
// validation): server-rendered as before, not in the page's first-load JS.
const DemoDocumentForm = dynamic(() => import('./demo-document-form').then((m) => m.DemoDocumentForm));
const SumsubWidget = dynamic(() => import('./sumsub-widget'), { ssr: false, loading: () => <Skeleton className="h-96 w-full" /> });

/** The review is the operator's (or Sumsub's): while it runs the status is asked again now and then. */
const REVIEW_POLL_MS = 15_000;

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
  const status = data.is_verified ? 'approved' : data.status;

  const start = async () => {
    setFailed(false);
    await fetchVerificationToken().then(setToken, () => setFailed(true));
  };

  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="rounded-xl bg-(--surface) p-5">
        {t('verification.status')} <strong data-testid="verification-status">{t(`verification.statuses.${status}`)}</strong>
        {status === 'rejected' && data.reject_reason && <span className="block text-sm text-(--muted)">{t('verification.rejected')}</span>}
      </p>
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
      {(status === 'none' || status === 'init' || status === 'rejected') &&
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
