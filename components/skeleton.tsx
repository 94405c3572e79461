import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A look-alike placeholder block; size it with classes (`h-6 w-32`), round it with `rounded`
 * (a card's `xl`). Hidden from AT.
 */
export function Skeleton({ className, rounded = 'md', ...props }: ComponentProps<'div'> & { rounded?: 'md' | 'xl' }) {
  return <div aria-hidden="true" className={cn('animate-pulse bg-(--surface-2)', rounded === 'xl' ? 'rounded-xl' : 'rounded-md', className)} {...props} />;
}
