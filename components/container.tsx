import type { ComponentProps } from 'react';
import { cn } from './cn';

/** Centres content at the widest layout breakpoint (1696 px) with side gutters. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-[106rem] px-4 md:px-6', className)} {...props} />;
}
