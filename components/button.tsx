import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { Loader } from './loader';

/** Shared with links that should look like buttons: `<Link className={buttonVariants({ size: 'sm' })}>`. */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 disabled:pointer-events-none disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-brand-500 text-black hover:bg-brand-400',
        secondary: 'bg-(--surface-2) text-(--text) hover:bg-(--border)',
        outline: 'border border-(--border) bg-transparent text-(--text) hover:bg-(--surface-2)',
        ghost: 'bg-transparent text-(--text) hover:bg-(--surface-2)',
        danger: 'bg-red-600 text-white hover:bg-red-500',
        link: 'h-auto px-0 text-amber-800 underline-offset-4 hover:underline dark:text-brand-400',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
      block: { true: 'w-full', false: '' },
    },
    defaultVariants: { variant: 'primary', size: 'md', block: false },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner, marks the button busy and blocks further clicks. */
    loading?: boolean;
  };

/** A native button; `type="button"` unless told otherwise so it never submits a form by accident. */
export function Button({ className, variant, size, block, loading = false, disabled, type = 'button', children, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size, block }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Loader size="sm" />}
      {children}
    </button>
  );
}
