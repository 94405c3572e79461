'use client';

import dynamic from 'next/dynamic';

// The cashier's client leaves, each in its own chunk. The default layout imports this feature for
// the header balance, and every client component the index re-exports would otherwise ride in
// the layout's first-load JS (guests included): forms, API client, contract schemas, socket client.

/**
 * The header balance. No loading placeholder: a placeholder is a Suspense boundary, which streamed
 * the balance after the header and made React hold back the page's content behind its reveal
 * (React throttles a second reveal ~300 ms); server-rendered in place, it paints with the header.
 */
export const LazyHeaderBalance = dynamic(() => import('./header-balance').then((m) => m.HeaderBalance));
export const LazyDepositForm = dynamic(() => import('./deposit-form').then((m) => m.DepositForm));
export const LazyWithdrawForm = dynamic(() => import('./withdraw-form').then((m) => m.WithdrawForm));
export const LazyPendingWithdrawals = dynamic(() => import('./pending-withdrawals').then((m) => m.PendingWithdrawals));
export const LazyPaymentStatusWatcher = dynamic(() => import('./payment-status-watcher').then((m) => m.PaymentStatusWatcher));
