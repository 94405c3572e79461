'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { paymentQuery } from '../api';
import { useLocalize } from '@/features/system';
import { outcomePath, readPaymentOutcome } from '../payment-result';

const POLL_MS = 2_000;

/** On the pending page: asks for the payment's result every 2 s and moves to its outcome page once settled. */
export function PaymentStatusWatcher({ transaction }: { transaction: string }) {
  const router = useRouter();
  const localize = useLocalize();
  const { data } = useQuery({ ...paymentQuery(transaction), staleTime: 0, refetchInterval: (q) => (readPaymentOutcome(q.state.data).kind === 'pending' ? POLL_MS : false) });
  const outcome = data === undefined ? null : readPaymentOutcome(data);
  const target = outcome && outcome.kind !== 'pending' && outcome.kind !== 'redirect' ? outcomePath(outcome) : null;
  useEffect(() => {
    if (target) router.replace(localize(target));
  }, [target, router, localize]);
  return null;
}
