import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/** SPEC §9: menu badges are capped — above `max` (9) they read "9+". */
export function formatBadgeCount(count: number, max = 9): string {
  return count > max ? `${max}+` : String(count);
}

const badgeVariants = cva(
  'inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full px-1.5 text-xs leading-none font-bold tabular-nums',
  {
    variants: {
      tone: {
        brand: 'bg-brand-500 text-black',
        danger: 'bg-red-600 text-white',
        success: 'bg-emerald-700 text-white',
        neutral: 'bg-(--surface-2) text-(--text)',
      },
    },
    defaultVariants: { tone: 'brand' },
  },
);

type Props = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof badgeVariants> & {
    /** A number to show, capped at `max`; zero or less renders nothing. */
    count?: number;
    max?: number;
    /** Text for a text badge ("New"); ignored when `count` is given. */
    children?: string;
  };

export function Badge({ count, max = 9, tone, className, children, ...props }: Props) {
  if (count !== undefined && count <= 0) return null;
  const content = count !== undefined ? formatBadgeCount(count, max) : children;
  if (!content) return null;
  return (
    <span className={cn(badgeVariants({ tone }), className)} {...props}>
      {content}
    </span>
  );
}
