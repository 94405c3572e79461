import { useTranslations } from 'next-intl';
import type { MethodResult } from '@/lib/contract';

type Campaign = MethodResult<'wheel/campaignsGet'>[number];
type Wheel = MethodResult<'wheel/wheelInfoGet'>;

/** The current campaign: spins available and the rewards on its wheel. Spinning belongs to the wheel work. */
export function WheelOverview({ campaign, wheel }: { campaign: Campaign; wheel: Wheel | null }) {
  const t = useTranslations('WheelOfFortunePage');
  const rewards = wheel?.sectors.map((s) => s.reward.type) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg">{campaign.spin_balance > 0 ? t('spins', { count: campaign.spin_balance }) : t('noSpins')}</p>
      {rewards.length > 0 ? (
        <section aria-labelledby="wheel-rewards">
          <h2 id="wheel-rewards" className="mb-3 text-xl font-semibold">
            {t('rewards')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {rewards.map((type, i) => (
              <li key={i} className="rounded-lg bg-(--surface) p-3 text-center text-sm">
                {t(`reward.${type}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
