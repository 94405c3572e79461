import type { ReactNode } from 'react';
import { cn } from './cn';

type Tone = 'error' | 'success' | 'info';
type Props = { tone?: Tone; title?: ReactNode; children?: ReactNode; className?: string };

const TONES: Record<Tone, string> = {
  error: 'border-red-500/50 bg-red-500/10 text-red-700 dark:text-red-300',
  success: 'border-green-600/50 bg-green-600/10 text-green-800 dark:text-green-300',
  info: 'border-brand-500/50 bg-brand-500/10 text-(--text)',
};

/** A form-level message (a server error, a hint, a success), announced when it appears: errors as alerts. */
export function Notice({ tone = 'error', title, children, className }: Props) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('rounded-lg border px-3 py-2 text-sm', TONES[tone], className)}>
      {title && <p className="font-semibold">{title}</p>}
      {children && <div>{children}</div>}
    </div>
  );
}
