import { useFormatter, useTranslations } from 'next-intl';
import type { Balances } from '@/lib/contract';

const KEYS = ['balance_main', 'balance_bonus', 'balance_betting_bonus'] as const;

/** The player's main, bonus and betting-bonus balances. */
export function BalanceSummary({ balances }: { balances: Balances }) {
  const t = useTranslations('CashierWalletPage');
  const format = useFormatter();
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {KEYS.map((key) => (
        <div key={key} className="rounded-xl bg-(--surface) p-5">
          <dt className="text-sm text-(--muted)">{t(`balances.${key}`)}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{format.number(balances[key].amount, { style: 'currency', currency: balances[key].currency })}</dd>
        </div>
      ))}
    </dl>
  );
}
