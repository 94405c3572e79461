import type { Offer } from '@/lib/contract';
import { OfferCard } from './offer-card';
import { OfferGrid } from './offer-grid';

/** Offer cards in a grid, pushed offers first; the caller decides what an empty list shows. */
export function OfferList({ offers }: { offers: readonly Offer[] }) {
  return <OfferGrid items={offers.map((offer) => ({ id: offer.id, card: <OfferCard offer={offer} /> }))} />;
}
