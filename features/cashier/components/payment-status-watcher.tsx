'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { paymentQuery } from '../api';
import { useLocalize } from '@/features/system';
import { depositResultPath, isAwaitingResult } from '../deposit-outcome';
import { readPaymentOutcome } from '../payment-result';

const POLL_MS = 2_000;

/**
 * On the pending page: asks for the payment's result every 2 s and moves to its outcome page once
 * settled. A payment still waiting on its window or redirect (an e-wallet) is waited for here too.
 */
export function PaymentStatusWatcher({ transaction }: { transaction: string }) {
  const router = useRouter();
  const localize = useLocalize();
  const { data } = useQuery({ ...paymentQuery(transaction), staleTime: 0, refetchInterval: (q) => (isAwaitingResult(readPaymentOutcome(q.state.data)) ? POLL_MS : false) });
  const outcome = data === undefined ? null : readPaymentOutcome(data);
  const target = outcome && !isAwaitingResult(outcome) ? depositResultPath(outcome, transaction) : null;
  useEffect(() => {
    if (target) router.replace(localize(target));
  }, [target, router, localize]);
  return null;
}
