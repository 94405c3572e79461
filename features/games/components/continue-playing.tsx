'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/components/link';
import { useLocalize } from '@/features/system';
import { paths } from '@/lib/routing';
import { openProviderRoundsQuery } from '../api';

/**
 * "Continue playing": the player's rounds at game studios still waiting for their closing win
 * (docs/providers.md §1), each reopening its game. Nothing for a guest or without open rounds.
 */
export function ContinuePlaying({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('ContinuePlaying');
  const format = useFormatter();
  const localize = useLocalize();
  const { data } = useQuery({ ...openProviderRoundsQuery(), enabled: signedIn });
  if (!signedIn || !data || data.length === 0) return null;
  return (
    <section aria-labelledby="continue-playing" className="mb-6 rounded-xl bg-(--surface) p-4">
      <h2 id="continue-playing" className="mb-2 text-lg font-semibold">
        {t('title')}
      </h2>
      <ul className="flex flex-col gap-1">
        {data.map((round) => (
          <li key={round.id} className="flex flex-wrap items-baseline gap-x-2">
            <Link href={localize(paths.game(round.game.sysname))} className="font-medium underline-offset-2 hover:underline">
              {round.game.name}
            </Link>
            <span className="text-sm text-(--muted)">{t('started', { time: format.dateTime(new Date(round.created_at), { dateStyle: 'short', timeStyle: 'short' }) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
