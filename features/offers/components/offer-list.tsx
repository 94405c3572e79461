import type { Offer } from '@/lib/contract';
import { OfferCard } from './offer-card';

/** Offer cards in a grid; the caller decides what an empty list shows. */
export function OfferList({ offers }: { offers: readonly Offer[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}
