'use client';

import { useFavourites } from './favourites-scope';

type Props = { sysname: string; name: string; /** "Favourite: {name}", translated by the tile. */ label: string };

/**
 * Favourite on/off for one game, in place: aria-pressed, optimistic, rolled back with a toast on
 * failure (the list's `FavouritesScope` owns the query and the mutation). The heart is drawn by the
 * `.tile-fav` class, outline or filled by aria-pressed: no SVG repeated in every tile.
 */
export function FavouriteToggle({ sysname, name, label }: Props) {
  const favourites = useFavourites();
  const pressed = favourites?.liked?.has(sysname) ?? false;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      disabled={!favourites?.liked}
      onClick={() => favourites?.toggle(sysname, name)}
      className="tile-fav"
    />
  );
}
