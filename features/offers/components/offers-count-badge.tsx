'use client';

import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/badge';
import { offersQuery } from '../api';

/**
 * The menu's `offers` badge (SPEC §2, §6): how many offers this visitor can take, asked when the
 * menu first shows (the same list as the offers page, so both agree and share one answer).
 */
export function OffersCountBadge() {
  const { data } = useQuery(offersQuery());
  return <Badge count={data?.length ?? 0} />;
}
