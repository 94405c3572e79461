import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn';
import { VisuallyHidden } from './visually-hidden';

const spinnerVariants = cva('inline-block animate-spin rounded-full border-2 border-current border-e-transparent', {
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
  },
  defaultVariants: { size: 'md' },
});

type Props = VariantProps<typeof spinnerVariants> & {
  /** Announced as a status when given; without it the spinner is decorative. */
  label?: string;
  className?: string;
};

/** A spinner. With a label it is a polite status ("Loading…"), without one it is hidden from AT. */
export function Loader({ label, size, className }: Props) {
  const spinner = <span aria-hidden="true" className={cn(spinnerVariants({ size }), !label && className)} />;
  if (!label) return spinner;
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      {spinner}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
