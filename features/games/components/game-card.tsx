import { useTranslations } from 'next-intl';
import { Badge } from '@/components/badge';
import { Image } from '@/components/image';
import { LocalLink } from '@/features/system';
import type { Game } from '@/lib/contract';
import { paths } from '@/lib/routing';

/** A game tile: artwork, name and provider, linking to the game page. */
export function GameCard({ game }: { game: Game }) {
  const t = useTranslations('GameCard');
  return (
    <LocalLink href={paths.game(game.sysname)} className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-brand-400">
      <div className="relative aspect-[3/4] overflow-hidden rounded-xl bg-(--surface-2)">
        {game.image ? (
          <Image src={game.image} alt="" width={240} height={320} className="size-full object-cover transition-transform group-hover:scale-105" />
        ) : (
          <span aria-hidden="true" className="grid size-full place-items-center p-2 text-center text-sm font-semibold text-(--muted)">
            {game.name}
          </span>
        )}
        {game.is_new ? <Badge className="absolute start-2 top-2">{t('new')}</Badge> : null}
      </div>
      <p className="mt-2 truncate text-sm font-medium">{game.name}</p>
      <p className="truncate text-xs text-(--muted)">{game.provider}</p>
    </LocalLink>
  );
}
