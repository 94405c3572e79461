import type { ReactNode } from 'react';
import { cn } from '@/components/cn';

type Props = { tone?: 'error' | 'info'; children: ReactNode; className?: string };

/** A cashier form's message (a §8 error, a hint), announced when it appears. */
export function CashierNotice({ tone = 'error', children, className }: Props) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-3 py-2 text-sm',
        tone === 'error' ? 'border-red-500/50 bg-red-500/10 text-red-700 dark:text-red-300' : 'border-brand-500/50 bg-brand-500/10 text-(--text)',
        className,
      )}
    >
      {children}
    </div>
  );
}
