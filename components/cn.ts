import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (`cn('px-2', open && 'rotate-180', props.className)`); nothing is merged, so a
 * class added by a caller never overrides one of the base list: Tailwind orders its CSS by utility,
 * not by position in `class`. A component whose look a caller may change takes a variant or leaves
 * that utility to the caller (`gap` on `MenuLinkAnchor`); a caller hides a component below a
 * breakpoint with `max-md:hidden` (a variant, which wins over the base `inline-flex`) instead of
 * `hidden md:inline-flex`. Kept out of tailwind-merge (~8.5 KB gzip on every page; decision 0011).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
