'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Account } from './api';
import { accountKeys } from './keys';

/**
 * The signed-in player's account as the layout read it, put into the query cache when the page
 * mounts, before the components after it ask: the header's watchers start from it instead of
 * asking getInfo again after hydration. Rendered first in the layout, for players only (a guest's
 * page keeps its HTML budget and asks). A cache that already holds the account (a later layout
 * mount from the router's cache) keeps its own, newer answer.
 */
export function AccountSeed({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  useState(() => {
    if (queryClient.getQueryData(accountKeys.info()) === undefined) queryClient.setQueryData(accountKeys.info(), account);
  });
  return null;
}
