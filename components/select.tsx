import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { Icon } from './icon';
import { controlVariants } from './input';

type Props = Omit<ComponentProps<'select'>, 'size'> & VariantProps<typeof controlVariants>;

/** A native select (keyboard, mobile pickers and forms for free) styled like the other controls. */
export function Select({ className, size, children, ...props }: Props) {
  return (
    <div className="relative">
      <select className={cn(controlVariants({ size }), 'appearance-none pe-9', className)} {...props}>
        {children}
      </select>
      <Icon
        name="chevron-down"
        size={16}
        className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-(--muted)"
      />
    </div>
  );
}
