import type { SVGProps } from 'react';
import { cn } from './cn';
import { ICON_PATHS, type IconName } from './icon-paths';

export type { IconName };

/** True when `value` names an icon of the set (CMS menu links carry free-form icon strings). */
export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && Object.hasOwn(ICON_PATHS, value);
}

type Props = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  name: IconName;
  /** Pixel size of the square; 20 by default. */
  size?: number;
  /** Makes the icon an image with this accessible name; without it the icon is decorative. */
  label?: string;
};

/** An inline SVG icon: no request, inherits `currentColor`, decorative unless labelled. */
export function Icon({ name, size = 20, label, className, ...props }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('shrink-0', className)}
      {...props}
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
