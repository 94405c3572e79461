'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { buttonVariants } from '@/components/button';
import { Icon, isIconName } from '@/components/icon';
import { RealtimeConnection, REALTIME_EVENTS, useRealtimeEvent } from '@/features/realtime';
import type { Balances } from '@/lib/contract';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/routing';
import { balanceQuery, cashierKeys } from '../api';
import { balanceRefreshInterval, canRefreshOnClick, DEFAULT_BALANCE_REFRESH, isGamePath, type BalanceRefreshSettings } from '../balance-refresh';
import { NavPending, useLocalize } from '@/features/system';
import { useAccountUid } from '@/features/account';

export type HeaderBalanceProps = {
  /** The player's uid as the layout read it; absent on a player shell (then the browser's account). */
  uid?: number;
  /** The balances the layout already has (getInfo): no request on load. Absent on a player shell: asked after hydration. */
  initial?: Balances;
  settings?: BalanceRefreshSettings;
  /** CMS cashier: symbols, detalization in the header, deposit button icon. */
  symbols?: ReadonlyArray<{ code: string; symbol: string }>;
  detailed?: boolean;
  depositIcon?: string;
};

const isMoney = (v: unknown): v is Balances['balance_main'] =>
  !!v && typeof v === 'object' && typeof (v as { amount?: unknown }).amount === 'number' && typeof (v as { currency?: unknown }).currency === 'string';

const asOf = (value: unknown): number | undefined => {
  const at = (value as { as_of?: unknown } | undefined)?.as_of;
  return typeof at === 'number' && Number.isFinite(at) ? at : undefined;
};

/**
 * A pushed balance (the four balances, or some of them) over the cached ones. A push older than the
 * one shown (its `as_of`, the wallet's change time) is dropped: pushes may arrive out of order (one
 * relayed from the platform's event outbox, the next sent at once, or from two processes).
 */
export function mergeBalances(current: Balances | undefined, pushed: unknown): Balances | undefined {
  if (!pushed || typeof pushed !== 'object') return current;
  const shown = asOf(current);
  const at = asOf(pushed);
  if (shown !== undefined && at !== undefined && at < shown) return current;
  const next = { ...current } as Record<string, unknown>;
  for (const [key, value] of Object.entries(pushed)) if (key.startsWith('balance_') && isMoney(value)) next[key] = value;
  if (at !== undefined) next.as_of = at;
  return isMoney(next.balance_main) ? (next as Balances) : current;
}

/**
 * The signed-in player's balances in the header (SPEC §4): main, bonus and betting bonus; pushed
 * updates over the socket; interval and click refresh per the balance-refresh settings, never on
 * game pages; refetched when the tab regains focus. Holds the player's realtime connection.
 */
export function HeaderBalance({ uid: knownUid, initial, settings = DEFAULT_BALANCE_REFRESH, symbols, detailed = true, depositIcon }: HeaderBalanceProps) {
  const t = useTranslations('HeaderBalance');
  const pathname = usePathname() ?? '/';
  const localize = useLocalize();
  const queryClient = useQueryClient();
  const activeSince = useRef(0);
  const lastClick = useRef<number | null>(null);
  const onGame = isGamePath(pathname);
  const uid = useAccountUid(knownUid);
  useEffect(() => {
    activeSince.current = Date.now();
  }, []);

  const { data = initial, refetch } = useQuery({
    ...balanceQuery(),
    initialData: initial,
    // A player shell has no balances in its HTML: it asks once, on a game page too.
    enabled: !onGame || initial === undefined,
    refetchOnWindowFocus: !onGame,
    refetchInterval: () => balanceRefreshInterval({ settings, signedIn: true, pathname, now: Date.now(), activeSince: activeSince.current || Date.now() }),
  });

  useRealtimeEvent(REALTIME_EVENTS.balanceUpdated, (payload) => {
    queryClient.setQueryData<Balances>(cashierKeys.balance(), (current) => mergeBalances(current, payload));
    // limits, history and pending withdrawals follow the balance
    void queryClient.invalidateQueries({ queryKey: cashierKeys.all, predicate: ({ queryKey }) => queryKey[1] !== 'balance' });
  });

  const clickable = settings.isEnabledRequestsAfterClick && !onGame;
  const onClick = () => {
    const now = Date.now();
    if (!canRefreshOnClick({ settings, signedIn: true, pathname, now }, lastClick.current)) return;
    lastClick.current = now;
    activeSince.current = now;
    void refetch();
  };

  const money = (m: Balances['balance_main']) => formatMoney(m.amount, m.currency, { symbols });
  // Until a player shell's balances come: a placeholder of the figure's usual width (nothing moves).
  const main = data ? (
    <span className="font-bold tabular-nums">{money(data.balance_main)}</span>
  ) : (
    <span className="inline-block h-4 w-16 animate-pulse rounded bg-(--surface-2) align-middle" aria-hidden="true" />
  );

  return (
    <div className="flex items-center gap-2">
      <RealtimeConnection uid={uid} />
      <div className="flex flex-col items-end leading-tight" aria-label={t('label')} role="group">
        {clickable ? (
          <button type="button" onClick={onClick} title={t('refresh')} className="rounded px-1 hover:bg-(--surface-2)" data-testid="header-balance-main">
            <span className="sr-only">{t('main')}: </span>
            {main}
          </button>
        ) : (
          <span data-testid="header-balance-main">
            <span className="sr-only">{t('main')}: </span>
            {main}
          </span>
        )}
        {/* The bonus money the player is playing with, from 1280 px (a phone's header keeps to main and deposit) */}
        {detailed && data && (data.balance_bonus.amount > 0 || data.balance_betting_bonus.amount > 0) && (
          <span className="hidden gap-2 text-xs whitespace-nowrap text-(--muted) tabular-nums xl:flex" data-testid="header-balance-bonus">
            {data.balance_bonus.amount > 0 && (
              <span>
                {t('bonus')} {money(data.balance_bonus)}
              </span>
            )}
            {data.balance_betting_bonus.amount > 0 && (
              <span>
                {t('bettingBonus')} {money(data.balance_betting_bonus)}
              </span>
            )}
          </span>
        )}
      </div>
      <Link href={localize(paths.cashierDeposit())} className={buttonVariants({ size: 'sm' })}>
        {depositIcon && isIconName(depositIcon) ? <Icon name={depositIcon} className="hidden sm:block" /> : null}
        {t('deposit')}
        <NavPending />
      </Link>
    </div>
  );
}
