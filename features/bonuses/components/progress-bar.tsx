import { cn } from '@/components/cn';

type Props = { percent: number; label: string; className?: string };

/** Wagering progress: a named progressbar (0–100). */
export function ProgressBar({ percent, label, className }: Props) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(value * 100) / 100} className={cn('h-2 w-full overflow-hidden rounded-full bg-(--surface-2)', className)}>
      <div className="h-full rounded-full bg-brand-500 transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}
