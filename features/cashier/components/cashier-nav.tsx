import { useTranslations } from 'next-intl';
import { cn } from '@/components/cn';
import { LocalLink, NavPending } from '@/features/system';
import { paths } from '@/lib/routing';

export type CashierTab = 'deposit' | 'withdraw' | 'history' | 'wallet';

const TABS: Array<[CashierTab, string]> = [
  ['deposit', paths.cashierDeposit()],
  ['withdraw', paths.cashierWithdraw()],
  ['history', paths.cashierHistory()],
  ['wallet', paths.cashierWallet()],
];

/** The cashier's sections as tab-like links; the current one is marked. */
export function CashierNav({ current }: { current?: CashierTab }) {
  const t = useTranslations('CashierPage');
  return (
    <nav aria-label={t('sections')} className="mb-6 border-b border-(--border)">
      <ul className="flex gap-1 overflow-x-auto">
        {TABS.map(([tab, href]) => (
          <li key={tab}>
            <LocalLink
              href={href}
              aria-current={tab === current ? 'page' : undefined}
              className={cn('inline-flex h-11 items-center border-b-2 px-4 font-medium', tab === current ? 'border-brand-500 text-(--text)' : 'border-transparent text-(--muted) hover:text-(--text)')}
            >
              {t(`tabs.${tab}`)}
              <NavPending />
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
