import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { Loader } from './loader';

const BOXED: ('primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'outline-on-dark')[] = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'outline-on-dark'];

/**
 * Shared with links that should look like buttons: `<Link className={buttonVariants({ size: 'sm' })}>`.
 * The base is the `.btn` component class (app/globals.css): buttons are on every page, and their
 * class list is repeated in the markup and in the flight data; a caller's utilities still win over it.
 */
export const buttonVariants = cva(
  'btn',
  {
    variants: {
      variant: {
        primary: 'bg-brand-500 text-black hover:bg-brand-400',
        secondary: 'bg-(--surface-2) text-(--text) hover:bg-(--border)',
        outline: 'border border-(--border) bg-transparent text-(--text) hover:bg-(--surface-2)',
        ghost: 'bg-transparent text-(--text) hover:bg-(--surface-2)',
        danger: 'bg-red-600 text-white hover:bg-red-500',
        // Outlined on the game frame's dark backdrop (play prompts): white text in either theme.
        'outline-on-dark': 'border border-(--border) bg-transparent text-white hover:bg-(--surface-2)',
        link: 'h-auto px-0 text-amber-800 underline-offset-4 hover:underline dark:text-brand-400',
      },
      // A size's box (height, padding) applies to every variant but `link`, which is text only:
      // classes are joined, not merged (components/cn.ts), so the two must never both be present.
      size: { sm: 'text-sm', md: 'text-sm', lg: 'text-base', icon: '' },
      block: { true: 'w-full', false: '' },
    },
    compoundVariants: [
      { variant: BOXED, size: 'sm', className: 'h-8 px-3' },
      { variant: BOXED, size: 'md', className: 'h-10 px-4' },
      { variant: BOXED, size: 'lg', className: 'h-12 px-6' },
      { variant: BOXED, size: 'icon', className: 'size-10' },
    ],
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
