import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A look-alike placeholder block; size it with classes (`h-6 w-32`). Hidden from AT. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-(--surface-2)', className)} {...props} />;
}
