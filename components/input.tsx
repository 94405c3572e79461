import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/** Shared by Input, PasswordInput and Select so every control looks alike. */
export const controlVariants = cva(
  'w-full rounded-lg border border-(--border) bg-(--surface) text-(--text) transition-colors placeholder:text-(--muted) focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/40 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-500',
  {
    variants: {
      size: { sm: 'h-8 px-2.5 text-sm', md: 'h-10 px-3 text-sm', lg: 'h-12 px-4 text-base' },
    },
    defaultVariants: { size: 'md' },
  },
);

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & VariantProps<typeof controlVariants>;

/** A native text input; pair it with Field for its label, hint and error. */
export function Input({ className, size, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(controlVariants({ size }), className)} {...props} />;
}
