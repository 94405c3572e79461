'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/button';
import { toast } from '@/features/shell';
import { useParticipate } from '../api';

/**
 * "Take part": tournaments/participate, then the page (and its list entry) is refreshed; a
 * failure says 'Failed to participate in tournament' (SPEC §8).
 */
export function JoinTournament({ tournamentId }: { tournamentId: number }) {
  const t = useTranslations('TournamentLive');
  const router = useRouter();
  const participate = useParticipate();
  return (
    <Button
      size="lg"
      loading={participate.isPending}
      onClick={() =>
        participate.mutate(tournamentId, {
          onSuccess: () => {
            toast({ type: 'success', text: t('joined') });
            router.refresh();
          },
          onError: () => toast({ type: 'error', text: t('failed') }),
        })
      }
    >
      {t('join')}
    </Button>
  );
}
