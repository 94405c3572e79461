'use client';

import dynamic from 'next/dynamic';

// The cashier's client leaves, each in its own chunk. The default layout imports this feature for
// the header balance, and every client component the index re-exports would otherwise ride in
// the layout's first-load JS (guests included): forms, API client, contract schemas, socket client.

/** The header balance; its placeholder keeps the header from jumping. */
export const LazyHeaderBalance = dynamic(() => import('./header-balance').then((m) => m.HeaderBalance), {
  loading: () => <span aria-hidden="true" className="inline-block h-8 w-32" />,
});
export const LazyDepositForm = dynamic(() => import('./deposit-form').then((m) => m.DepositForm));
export const LazyWithdrawForm = dynamic(() => import('./withdraw-form').then((m) => m.WithdrawForm));
export const LazyPendingWithdrawals = dynamic(() => import('./pending-withdrawals').then((m) => m.PendingWithdrawals));
export const LazyPaymentStatusWatcher = dynamic(() => import('./payment-status-watcher').then((m) => m.PaymentStatusWatcher));
