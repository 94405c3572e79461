'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';
import { availableFirst, useAvailableOffers } from '../available-offers';

/**
 * SPEC §4: offers pushed as available (campaign.offer.available) go to the front of the list, in
 * push order; a push or a deactivation also refreshes the page's server data, so a newly available
 * offer appears and a deactivated one leaves. The cards stay server-rendered.
 */
export function OfferGrid({ items }: { items: ReadonlyArray<{ id: number; card: ReactNode }> }) {
  const available = useAvailableOffers((s) => s.ids);
  const router = useRouter();
  const seen = useRef(available);
  useEffect(() => {
    if (seen.current === available) return;
    seen.current = available;
    router.refresh();
  }, [available, router]);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {availableFirst(items, available).map(({ id, card }) => (
        <li key={id}>{card}</li>
      ))}
    </ul>
  );
}
