'use client';

import type { Wheel } from '@/lib/contract';

const COLORS = ['#7c3aed', '#0ea5e9', '#f59e0b', '#10b981', '#ef4444', '#6366f1', '#ec4899', '#14b8a6'];

/**
 * The wheel: equal slices in position order, the pointer at the top. `rotation` (degrees) turns
 * it; the transition is skipped when the player prefers reduced motion.
 */
export function WheelDisc({ sectors, rotation, spinning, onSettled }: { sectors: Wheel['sectors']; rotation: number; spinning: boolean; onSettled: () => void }) {
  const n = Math.max(sectors.length, 1);
  const slice = 360 / n;
  const point = (deg: number, r: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return [100 + r * Math.cos(rad), 100 + r * Math.sin(rad)] as const;
  };
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[22rem]" dir="ltr">
      {/* The turning disc's corners would poke out of its box (a rotated square is wider): on a phone the page scrolled sideways after a spin */}
      <div className="h-full w-full overflow-hidden rounded-full">
        <svg
          viewBox="0 0 200 200"
          role="img"
          aria-hidden="true"
          data-testid="wheel-disc"
          data-rotation={rotation}
          className="h-full w-full transition-transform duration-[4000ms] ease-out motion-reduce:transition-none"
          style={{ transform: `rotate(${rotation}deg)`, transitionDuration: spinning ? undefined : '0ms' }}
          onTransitionEnd={onSettled}
        >
          {sectors.map((s, i) => {
            const [x1, y1] = point(i * slice, 98);
            const [x2, y2] = point((i + 1) * slice, 98);
            const [tx, ty] = point((i + 0.5) * slice, 64);
            return (
              <g key={s.id}>
                <path d={`M100,100 L${x1},${y1} A98,98 0 ${slice > 180 ? 1 : 0} 1 ${x2},${y2} Z`} fill={COLORS[i % COLORS.length]} stroke="#111" strokeWidth="0.6" />
                <text x={tx} y={ty} fill="#fff" fontSize="8" fontWeight="700" textAnchor="middle" dominantBaseline="middle" transform={`rotate(${(i + 0.5) * slice} ${tx} ${ty})`}>
                  {s.reward.title.length > 14 ? `${s.reward.title.slice(0, 13)}…` : s.reward.title}
                </text>
              </g>
            );
          })}
          <circle cx="100" cy="100" r="12" fill="#111" stroke="#fff" strokeWidth="2" />
        </svg>
      </div>
      <svg viewBox="0 0 20 20" aria-hidden="true" className="absolute start-1/2 top-0 h-8 w-8 -translate-x-1/2 -translate-y-1">
        <path d="M10 20 L2 2 H18 Z" fill="#fbbf24" stroke="#111" />
      </svg>
    </div>
  );
}

/** The rotation that brings slice `index` of `n` under the top pointer, a few whole turns past `from`. */
export function rotationFor(index: number, n: number, from: number): number {
  const slice = 360 / n;
  const target = 360 - (index + 0.5) * slice;
  const base = from - (from % 360);
  return base + 5 * 360 + target;
}
