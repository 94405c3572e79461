'use client';

import { useEffect, useRef, useState } from 'react';
import type { Jackpot } from '../api';
import { useLiveJackpots } from '../api';
import { formatMoney } from '@/lib/format/money';

type Props = { jackpot: Jackpot; className?: string };

const TICK_MS = 1_000;

/**
 * A jackpot's amount that keeps up with the pot: refreshed from Jackpots/get, and between two
 * answers it climbs towards the new figure over a second (not announced: it changes too often).
 */
export function JackpotAmount({ jackpot, className }: Props) {
  const live = useLiveJackpots();
  const target = live.data?.find((j) => j.id === jackpot.id)?.amount ?? jackpot.amount;
  const [shown, setShown] = useState(target.amount);
  const from = useRef(target.amount);

  useEffect(() => {
    const start = from.current;
    const delta = target.amount - start;
    if (delta === 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      from.current = target.amount;
      setShown(target.amount);
      return;
    }
    const began = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, (now - began) / TICK_MS);
      const value = start + delta * progress;
      from.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target.amount]);

  return <span className={className}>{formatMoney(Math.round(shown * 100) / 100, target.currency)}</span>;
}
