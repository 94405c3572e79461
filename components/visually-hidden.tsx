import type { ComponentProps } from 'react';
import { cn } from './cn';

type Props = ComponentProps<'span'> & {
  /** Becomes visible when focused (skip links). */
  focusable?: boolean;
};

/** Text for assistive technology only: read aloud, never painted. */
export function VisuallyHidden({ className, focusable = false, ...props }: Props) {
  return <span className={cn('sr-only', focusable && 'focus:not-sr-only', className)} {...props} />;
}
