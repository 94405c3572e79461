import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/button';
import { Image } from '@/components/image';
import type { Game } from '@/lib/contract';
import { REAL_MODE_HASH } from '@/lib/routing';

/**
 * The crawlable part of a game page: artwork, name, provider, type, and the "play for real" entry
 * (`#real`, which opens registration for guests, SPEC §2). The game frame itself belongs to the games work.
 */
export function GameDetails({ game, providerName = game.provider }: { game: Game; providerName?: string }) {
  const t = useTranslations('GamePage');
  return (
    <article className="grid gap-6 md:grid-cols-[minmax(0,20rem)_1fr]">
      <div className="aspect-[3/4] overflow-hidden rounded-2xl bg-(--surface-2)">
        {/* Below the game's frame: lazy, so it neither is preloaded nor competes with the stylesheet and the frame. */}
        {game.image ? <Image src={game.image} alt={game.name} width={320} height={427} className="size-full object-cover" /> : null}
      </div>
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-(--muted)">{t('provider')}</dt>
          <dd>{providerName}</dd>
          <dt className="text-(--muted)">{t('type')}</dt>
          <dd>{t(`types.${game.type}`)}</dd>
          <dt className="text-(--muted)">{t('demo')}</dt>
          <dd>{game.has_demo ? t('demoAvailable') : t('demoUnavailable')}</dd>
        </dl>
        <a href={REAL_MODE_HASH} className={buttonVariants({ size: 'lg', className: 'self-start' })}>
          {t('playReal')}
        </a>
      </div>
    </article>
  );
}
