import { useTranslations } from 'next-intl';
import type { Balances } from '@/lib/contract';
import { formatMoney } from '@/lib/format';

const KEYS = ['balance_main', 'balance_bonus', 'balance_betting_bonus'] as const;

/** The player's main, bonus and betting-bonus balances (comma thousands, two decimals for non-integers). */
export function BalanceSummary({ balances, symbols }: { balances: Balances; symbols?: ReadonlyArray<{ code: string; symbol: string }> }) {
  const t = useTranslations('CashierWalletPage');
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {KEYS.map((key) => (
        <div key={key} className="rounded-xl bg-(--surface) p-5">
          <dt className="text-sm text-(--muted)">{t(`balances.${key}`)}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={key}>
            {formatMoney(balances[key].amount, balances[key].currency, { symbols })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
