'use client';

import { useTranslations } from 'next-intl';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { toast } from '@/features/shell';
import { useLikes, useToggleLike } from '../likes';

type Favourites = {
  /** The player's favourites; null until they are known (the toggles wait). */
  liked: ReadonlySet<string> | null;
  toggle: (sysname: string, name: string) => void;
};

const FavouritesContext = createContext<Favourites | null>(null);

/**
 * One likes query and one mutation for a whole list of tiles (a rail, a grid), not one per tile:
 * the toggles inside only read this context. Signed-in players only (guests get no toggles).
 */
export function FavouritesScope({ children }: { children: ReactNode }) {
  const t = useTranslations('GameCard');
  const likes = useLikes(true);
  const { mutate } = useToggleLike();
  const value = useMemo<Favourites>(() => {
    const liked = likes.data ? new Set(likes.data) : null;
    return {
      liked,
      toggle: (sysname, name) => {
        const pressed = liked?.has(sysname) ?? false;
        mutate(
          { sysname, liked: !pressed },
          { onError: () => void toast({ type: 'error', text: pressed ? t('unfavouriteFailed', { name }) : t('favouriteFailed', { name }) }) },
        );
      },
    };
  }, [likes.data, mutate, t]);
  return <FavouritesContext value={value}>{children}</FavouritesContext>;
}

export const useFavourites = () => use(FavouritesContext);
