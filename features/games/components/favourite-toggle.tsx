'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/components/cn';
import { toast } from '@/features/shell';
import { useLikes, useToggleLike } from '../likes';

type Props = { sysname: string; name: string; className?: string };

/** Favourite on/off for one game, in place: aria-pressed, optimistic, rolled back with a toast on failure. */
export function FavouriteToggle({ sysname, name, className }: Props) {
  const t = useTranslations('GameCard');
  const likes = useLikes(true);
  const toggle = useToggleLike();
  const pressed = likes.data?.includes(sysname) ?? false;
  const onClick = () =>
    toggle.mutate(
      { sysname, liked: !pressed },
      { onError: () => void toast({ type: 'error', text: pressed ? t('unfavouriteFailed', { name }) : t('favouriteFailed', { name }) }) },
    );
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t('favourite', { name })}
      disabled={likes.isPending}
      onClick={onClick}
      className={cn(
        'grid size-9 place-items-center rounded-full bg-black/60 text-white transition-colors hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-brand-400 disabled:opacity-60',
        pressed && 'text-brand-400',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width={18} height={18} fill={pressed ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2}>
        <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
      </svg>
    </button>
  );
}
