import { readText, type Row } from '@/features/system';
import { paths } from '@/lib/routing';

/** SPEC §3 Payment result: what a deposit answer asks the site to do next. */
export type PaymentOutcome =
  | { kind: 'success' | 'pending' | 'fail'; transaction?: string }
  | { kind: 'cancel' | 'mobile' }
  | { kind: 'new-window'; url: string }
  | { kind: 'redirect'; url: string };

const KIND_OF: Readonly<Record<string, PaymentOutcome['kind']>> = {
  success: 'success',
  succeeded: 'success',
  completed: 'success',
  pending: 'pending',
  processing: 'pending',
  fail: 'fail',
  failed: 'fail',
  declined: 'fail',
  cancel: 'cancel',
  cancelled: 'cancel',
  canceled: 'cancel',
  mobile: 'mobile',
  'new-window': 'new-window',
  new_window: 'new-window',
  newwindow: 'new-window',
  redirect: 'redirect',
};

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The makedeposit answer read leniently (the contract leaves it open): a status among §3's
 * results, a transaction id and, for new-window and redirect methods, the payment URL.
 */
export function readPaymentOutcome(answer: unknown): PaymentOutcome {
  const row = isRow(answer) ? answer : {};
  const raw = (readText(row, 'result', 'status', 'type') ?? '').toLowerCase();
  const transaction = readText(row, 'transaction', 'transaction_id', 'id');
  const url = readText(row, 'url', 'payment_url', 'redirect_url');
  const kind = KIND_OF[raw] ?? (url ? 'redirect' : 'pending');
  if (kind === 'new-window' || kind === 'redirect') return url ? { kind, url } : { kind: 'pending', transaction };
  if (kind === 'cancel' || kind === 'mobile') return { kind };
  return { kind, transaction };
}

/** The outcome page of an outcome that stays on the site (unprefixed path). */
export function outcomePath(outcome: PaymentOutcome): string {
  switch (outcome.kind) {
    case 'new-window':
      return paths.cashierResult('new-window');
    case 'redirect':
      return outcome.url;
    case 'cancel':
    case 'mobile':
      return paths.cashierResult(outcome.kind);
    default:
      return paths.cashierResult(outcome.kind, outcome.transaction);
  }
}
