import { useFormatter, useTranslations } from 'next-intl';
import type { Wheel } from '@/lib/contract';

/** The prizes on the current wheel with their chances, server-rendered (the game draws the wheel itself). */
export function WheelOverview({ wheel }: { wheel: Wheel | null }) {
  const t = useTranslations('WheelOfFortunePage');
  const format = useFormatter();
  const sectors = wheel?.sectors ?? [];
  if (sectors.length === 0) return null;
  return (
    <section aria-labelledby="wheel-rewards" className="mt-10">
      <h2 id="wheel-rewards" className="mb-3 text-xl font-semibold">
        {t('rewards')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {sectors.map((s) => (
          <li key={s.id} className="flex flex-col rounded-lg bg-(--surface) p-3 text-center text-sm">
            <span className="font-semibold">{s.reward.title}</span>
            <span className="text-(--muted)">
              {t(`reward.${s.reward.type}`)} · {format.number(s.chance, { style: 'percent', maximumFractionDigits: 1 })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
