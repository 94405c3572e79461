import type { ReactNode } from 'react';
import { cn } from '@/components/cn';

type Props = { tone?: 'error' | 'success'; title?: ReactNode; children?: ReactNode; className?: string };

/** A form-level message (wrong entry, server notice, success), announced when it appears. */
export function FormNotice({ tone = 'error', title, children, className }: Props) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-3 py-2 text-sm',
        tone === 'error' ? 'border-red-500/50 bg-red-500/10 text-red-700 dark:text-red-300' : 'border-green-600/50 bg-green-600/10 text-green-800 dark:text-green-300',
        className,
      )}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <p>{children}</p>}
    </div>
  );
}
