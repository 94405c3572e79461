import { useTranslations } from 'next-intl';
import { Badge } from '@/components/badge';
import type { Tournament } from '@/lib/contract';

const TONE = { active: 'success', future: 'brand', finished: 'neutral' } as const;

export function TournamentStatusBadge({ status }: { status: Tournament['status'] }) {
  const t = useTranslations('TournamentCard');
  return (
    <Badge tone={TONE[status]} className="self-start">
      {t(`status.${status}`)}
    </Badge>
  );
}
