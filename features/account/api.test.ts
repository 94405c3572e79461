import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys, invalidateAccount, isSignedIn, resetAccount } from './api';

describe('account', () => {
  it('is signed in only with a positive uid', () => {
    expect(isSignedIn({ uid: 7 })).toBe(true);
    expect(isSignedIn({ uid: 0 })).toBe(false);
    expect(isSignedIn(null)).toBe(false);
    expect(isSignedIn(undefined)).toBe(false);
  });

  it('one invalidation reaches the account and every query keyed on it, nothing else', async () => {
    const client = new QueryClient();
    client.setQueryData(accountKeys.info(), { uid: 3 });
    client.setQueryData(['profile', 'account', 'bonuses'], []);
    client.setQueryData(['games', 'list'], []);
    client.setQueryData(['cashier', 'balance'], { main: 1 });
    client.setQueryData(['protection', 'status'], {});
    await invalidateAccount(client);
    // the header balance and the limits belong to the player too
    expect(client.getQueryState(['cashier', 'balance'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['protection', 'status'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(accountKeys.info())?.isInvalidated).toBe(true);
    expect(client.getQueryState(['profile', 'account', 'bonuses'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['games', 'list'])?.isInvalidated).toBe(false);
  });

  it('sign-out drops the player data and keeps only the account entry, stale', async () => {
    const client = new QueryClient();
    client.setQueryData(accountKeys.info(), { uid: 3 });
    client.setQueryData(['profile', 'account', 'bonuses'], [{ id: 1 }]);
    await resetAccount(client);
    expect(client.getQueryData(['profile', 'account', 'bonuses'])).toBeUndefined();
    expect(client.getQueryState(accountKeys.info())?.isInvalidated).toBe(true);
  });
});
