import type { ReactNode } from 'react';
import { Icon } from './icon';

/** ISO 3166 country of a flag emoji (two regional-indicator letters), or null. */
export function countryOfFlagEmoji(emoji: string): string | null {
  const points = [...emoji].map((c) => c.codePointAt(0)! - 0x1f1e6);
  if (points.length !== 2 || points.some((p) => p < 0 || p > 25)) return null;
  return String.fromCharCode(...points.map((p) => 65 + p));
}

// Simplified national flags, 3:2, drawn in a 30×20 box (readable at icon size, no emoji font needed).
const FLAGS: Record<string, ReactNode> = {
  US: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3c3b6e" />
    </>
  ),
  BR: (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2.5 27 10 15 17.5 3 10Z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.2" fill="#002776" />
    </>
  ),
  ES: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  AE: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#00732f" />
      <rect y="13.33" width="30" height="6.67" fill="#000" />
      <rect width="8" height="20" fill="#ff0000" />
    </>
  ),
};

type Props = { /** The locale's flag as the platform sends it (an emoji). */ emoji: string; size?: number; className?: string };

/** A locale's flag as inline SVG (emoji flags show as empty boxes where no emoji font is installed); a globe for unknown flags. */
export function Flag({ emoji, size = 20, className }: Props) {
  const country = countryOfFlagEmoji(emoji);
  const drawing = country ? FLAGS[country] : undefined;
  if (!drawing) return <Icon name="globe" size={size} className={className} />;
  return (
    <svg aria-hidden="true" viewBox="0 0 30 20" width={size} height={(size * 2) / 3} className={className} style={{ borderRadius: 2 }}>
      {drawing}
    </svg>
  );
}
