import { useTranslations } from 'next-intl';
import { Image } from '@/components/image';
import type { LoyaltyInfo } from '@/lib/contract';
import { formatAmount } from '@/lib/format/money';

/** The levels of a programme, the player's current one marked. */
export function LevelList({ levels, current }: { levels: LoyaltyInfo['levels']; current?: number | null }) {
  const t = useTranslations('LoyaltyClient');
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {levels.map((l) => (
        <li key={l.level} aria-current={l.level === current ? 'step' : undefined} className="flex flex-col gap-2 rounded-xl bg-(--surface) p-4 aria-[current=step]:ring-2 aria-[current=step]:ring-brand-500">
          <div className="flex items-center gap-2">
            {l.image ? <Image src={l.image} alt="" width={32} height={32} /> : null}
            <span className="font-semibold">{t('levelName', { level: l.level, title: l.title })}</span>
          </div>
          <p className="text-sm text-(--muted)">{t('threshold', { points: formatAmount(l.threshold) })}</p>
          <ul className="list-inside list-disc text-sm">
            {l.perks.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
