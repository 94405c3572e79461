import { useTranslations } from 'next-intl';
import { Image } from '@/components/image';
import type { Offer } from '@/lib/contract';
import { fixedTermsIn } from '@/lib/contract/bonus-terms';
import { describeOffer } from '../describe';
import { RewardText } from './reward-text';

const TRIGGERS: Record<string, string> = { deposit: 'deposit', promo_code: 'promoCode' };

/**
 * The body of an offer page: image, text, the rewards it includes and the engine's fixed terms of those rewards
 * (CMA: money is forfeited only under a named term, e.g. a withdrawal while the bonus is active), each named once.
 */
export function OfferDetails({ offer }: { offer: Offer }) {
  const t = useTranslations('OfferPage');
  const { title, body, image } = describeOffer(offer);
  const promotions = offer.promotions ?? [];
  const terms = [...new Set(promotions.flatMap((p) => fixedTermsIn(p.fixed_terms)))];
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      {image ? <Image src={image} alt={title} width={960} height={480} priority className="w-full rounded-2xl object-cover" /> : null}
      {body ? <p className="whitespace-pre-line">{body}</p> : null}
      {offer.trigger ? <p className="text-sm text-(--muted)">{t(`trigger.${TRIGGERS[offer.trigger.action] ?? 'other'}`)}</p> : null}
      {promotions.length > 0 ? (
        <section aria-labelledby="offer-rewards">
          <h2 id="offer-rewards" className="mb-2 text-lg font-semibold">
            {t('rewards')}
          </h2>
          <ul className="list-inside list-disc">
            {promotions.map((p) => (
              <li key={p.id}>
                <RewardText promotion={p} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {terms.length > 0 ? (
        <section aria-labelledby="offer-terms">
          <h2 id="offer-terms" className="mb-2 text-lg font-semibold">
            {t('terms.title')}
          </h2>
          <ul className="list-inside list-disc">
            {terms.map((term) => (
              <li key={term}>{t(`terms.${term}`)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
