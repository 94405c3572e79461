'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { Balances, MethodResult } from '@/lib/contract';
import { formatMoney } from '@/lib/format';
import { balanceQuery, depositLimitQuery } from '../api';

const KEYS = ['balance_main', 'balance_bonus', 'balance_betting_bonus'] as const;
type Symbols = ReadonlyArray<{ code: string; symbol: string }>;

/**
 * The player's main, bonus and betting-bonus balances (comma thousands, two decimals for non-integers).
 * Live: it reads the balance query the header balance keeps current from pushes, clicks and focus.
 */
export function BalanceSummary({ balances, symbols }: { balances: Balances; symbols?: Symbols }) {
  const t = useTranslations('CashierWalletPage');
  const { data = balances } = useQuery({ ...balanceQuery(), initialData: balances });
  return (
    <dl className="grid gap-4 sm:grid-cols-3" aria-live="polite">
      {KEYS.map((key) => (
        <div key={key} className="rounded-xl bg-(--surface) p-5">
          <dt className="text-sm text-(--muted)">{t(`balances.${key}`)}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={key}>
            {formatMoney(data[key].amount, data[key].currency, { symbols })}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What is left of the player's deposit limit; refetched when a push says the balance moved. */
export function DepositLimitNote({ limit, currency, symbols }: { limit: MethodResult<'getDepositLimit'> | null; currency: string; symbols?: Symbols }) {
  const t = useTranslations('CashierWalletPage');
  const { data } = useQuery({ ...depositLimitQuery(), initialData: limit ?? undefined, enabled: limit !== null });
  const money = (n: number) => formatMoney(n, currency, { symbols });
  const current = data ?? limit;
  return (
    <p className="text-(--muted)">
      {current?.limit_amount != null ? t('limitLeft', { available: money(current.available_amount ?? 0), limit: money(current.limit_amount) }) : t('noLimit')}
    </p>
  );
}
