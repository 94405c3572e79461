'use client';

import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/button';
import { cn } from '@/components/cn';
import { Loader } from '@/components/loader';
import { betsKeys } from '@/features/bets';
import { LazyPlaySession, type PlaySignal } from '@/features/protection';
import { useDialogStore } from '@/features/shell';
import type { GameItemConfig } from '@/lib/cms';
import type { Balances } from '@/lib/contract';
import { REAL_MODE_HASH } from '@/lib/routing';
import { isInTelegram, showsFullScreenButton } from '../fullscreen';
import { choosePlayView } from '../mode';
import { type GameMessage, MAX_FRAME_HEIGHT, type PlayMode, playUrl } from '../protocol';
import { DEMO_MODE_DIALOG_ID } from '../dialog-ids';
import { registerPlayDialogs } from '../register-dialogs';
import { useFullscreen } from '../use-fullscreen';
import { useGameMessages } from '../use-game-messages';
import type { DemoModeDialogProps } from './demo-mode-dialog';
import { openAuthForGame } from './play-auth-link';
import { DepositPrompt, GuestBettingNotice, OutOfFundsNotice, SignInPrompt } from './play-prompts-lazy';
import { PlayToolbar } from './play-toolbar';

export type GameFrameProps = {
  game: { sysname: string; name: string };
  demoAvailable: boolean;
  signedIn: boolean;
  /** The player's balances as the layout read them (getInfo); null for guests. */
  balances: Balances | null;
  /** The header balance's query key (the cashier's), which rounds update in place. */
  balanceKey: readonly unknown[];
  /** Game-item config. */
  zeroBalanceAllowed: boolean;
  fullScreen: GameItemConfig['visibleFullScreen'];
  /** The sportsbook: no demo switch; guests watch the events with a sign-in notice. */
  variant?: 'game' | 'sportsbook';
  /** A mode asked for by the link that led here (`?mode=demo` from a tile's demo link). */
  initialMode?: PlayMode | null;
  /** The rule pack lets guests play demo (protection/getRules `guest_demo`; false in DE): else guests are told why they must sign in. */
  guestDemo?: boolean;
};

const noSubscribe = () => () => {};

registerPlayDialogs();

/**
 * The game in an iframe (`/games/{sysname}/play`), in real or demo mode, with the demo-mode dialog,
 * a full-screen button, the zero-balance prompt and the game's messages: rounds set the header
 * balance at once, `insufficient_funds` offers a deposit and `auth_required` opens sign-in.
 */
export function GameFrame({ game, demoAvailable, signedIn, balances: initial, balanceKey, zeroBalanceAllowed, fullScreen, variant = 'game', initialMode = null, guestDemo = true }: GameFrameProps) {
  const t = useTranslations('GameFrame');
  const locale = useLocale();
  const queryClient = useQueryClient();
  /** The full-screen element: the game with the session bar above it. */
  const playArea = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [requested, setRequested] = useState<PlayMode | null>(initialMode);
  // Once real play has started, an emptied balance is the game's business (insufficient_funds), not a reason to unload it.
  const [realStarted, setRealStarted] = useState(false);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [outOfFunds, setOutOfFunds] = useState(false);
  /** Real rounds and protection refusals, for the session clock and the reality check (features/protection). */
  const [playSignal, setPlaySignal] = useState<PlaySignal>({ n: 0, reason: null });
  /** The game document's height (its `size` messages); the frame takes it instead of a fixed box. */
  const [contentHeight, setContentHeight] = useState<number | null>(null);
  // Signing in or out starts over: a guest who picked demo and then signed up plays for real.
  const [session, setSession] = useState(signedIn);
  if (session !== signedIn) {
    setSession(signedIn);
    setRequested(null);
    setRealStarted(false);
  }
  const inTelegram = useSyncExternalStore(noSubscribe, () => isInTelegram(window), () => false);
  const { active, fallback, enter, exit } = useFullscreen(playArea);
  // The header's cache entry, which rounds and pushes update; the layout's figures until it has one.
  const { data } = useQuery<Balances>({ queryKey: [...balanceKey], queryFn: skipToken, initialData: initial ?? undefined });
  const balances = signedIn ? (data ?? initial) : null;

  const playable = balances ? balances.balance_main.amount + balances.balance_bonus.amount : 0;
  const sportsbook = variant === 'sportsbook';
  // DE: no demo for guests (the platform refuses it too); the sportsbook's guest view is no play
  const guestDemoRefused = !signedIn && !guestDemo && !sportsbook && demoAvailable;
  const view = choosePlayView({ signedIn, demoAvailable: demoAvailable && !guestDemoRefused, requested, zeroBalanceAllowed: zeroBalanceAllowed || realStarted, playable });
  const mode = view.kind === 'frame' ? view.mode : null;
  if (mode === 'real' && !realStarted) setRealStarted(true);
  const src = mode ? playUrl(game.sysname, mode, locale) : null;
  // Full screen fills the screen; otherwise the frame is as tall as the game's content once it told us.
  const sized = contentHeight !== null && src !== null && !active;

  const choose = (next: PlayMode) => {
    setRequested(next);
    setRealStarted(false);
    setOutOfFunds(false);
  };
  const playReal = () => (signedIn ? choose('real') : openAuthForGame('registration'));
  const openDemoDialog = () => {
    const props: DemoModeDialogProps = { onPlayDemo: () => choose('demo'), onPlayReal: playReal };
    useDialogStore.getState().open(DEMO_MODE_DIALOG_ID, props);
  };

  // A frame rendered on the server may finish loading before hydration attaches onLoad (and before
  // the message listener hears `ready`): then its document is already complete when this runs.
  // The same for its first `size` message: the frame's document is ours (same origin), so its height is read directly then.
  const measure = () => {
    const height = frame.current?.contentDocument?.querySelector('main')?.getBoundingClientRect().height;
    if (height && height > 0) setContentHeight(Math.min(Math.ceil(height), MAX_FRAME_HEIGHT));
  };
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (src && doc && doc.readyState === 'complete' && doc.URL !== 'about:blank') {
      setLoaded(src);
      measure();
    }
  }, [src]);

  useGameMessages(frame, (message: GameMessage) => {
    if (message.type === 'ready') setLoaded(src);
    else if (message.type === 'size') setContentHeight(message.height);
    else if (message.type === 'insufficient_funds') setOutOfFunds(true);
    else if (message.type === 'auth_required') openAuthForGame('authorization');
    else if (message.type === 'refused') setPlaySignal((s) => ({ n: s.n + 1, reason: message.reason, ...(message.step && { step: message.step }), ...(message.min_age && { minAge: message.min_age }) }));
    else if (message.type === 'round') {
      setOutOfFunds(false);
      if (!signedIn) return;
      if (message.mode === 'real') setPlaySignal((s) => ({ n: s.n + 1, reason: null }));
      // The same figure account.balance_updated pushes: setting it now spares the header a wait, and the push changes nothing.
      const key = message.mode === 'real' ? 'balance_main' : 'balance_fun';
      const bonus = message.bonus_balance ? { balance_bonus: message.bonus_balance } : {};
      queryClient.setQueryData<Balances>([...balanceKey], (current = initial ?? undefined) => (current ? { ...current, [key]: message.balance, ...bonus } : current));
      void queryClient.invalidateQueries({ queryKey: betsKeys.all });
    }
  });

  // "Play for real" links (#real) on the page: players switch, guests get registration.
  useEffect(() => {
    const onHash = () => {
      if (window.location.hash !== REAL_MODE_HASH) return;
      if (!signedIn) return openAuthForGame('registration');
      setRequested('real');
      setRealStarted(false);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [signedIn]);

  const showSession = signedIn && mode === 'real' && !sportsbook;
  return (
    <section aria-label={t('region', { name: game.name })} className="flex flex-col gap-3">
      <PlayToolbar
        mode={sportsbook ? null : mode}
        canSwitchToDemo={signedIn && demoAvailable}
        fullScreen={src && showsFullScreenButton(fullScreen, inTelegram) ? { active, toggle: () => (active ? exit() : void enter()) } : null}
        onAboutDemo={openDemoDialog}
        onPlayReal={playReal}
      />
      {/* What goes full screen: the session bar and the exit button above the game, not the game alone. */}
      <div
        ref={playArea}
        data-fullscreen={active ? (fallback ? 'fallback' : 'native') : undefined}
        className={cn('flex flex-col', active ? 'gap-2 bg-neutral-950 p-2' : 'gap-3', fallback && 'fixed inset-0 z-50 h-dvh')}
      >
        {active || showSession ? (
          // In full screen a row of its own above the game, so the button covers nothing of it; else only the session bar.
          <div className={active ? 'flex items-start gap-2' : 'contents'}>
            {showSession ? (
              <div className={cn('flex min-w-0 flex-col gap-3 empty:hidden', active && 'flex-1')}>
                <LazyPlaySession signal={playSignal} gameFrame={() => frame.current} />
              </div>
            ) : null}
            {active ? (
              <Button size="sm" variant="secondary" onClick={exit} className="ms-auto">
                {t('exitFullScreen')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <div
          style={sized ? { height: contentHeight } : undefined}
          className={cn(
            'relative w-full overflow-hidden bg-neutral-950',
            active
              ? 'min-h-0 flex-1 rounded-lg'
              : ['rounded-2xl', sized ? 'min-h-[20rem]' : sportsbook ? 'h-[75dvh] min-h-[32rem]' : 'h-[75dvh] min-h-[30rem] sm:h-auto sm:min-h-0 sm:aspect-video sm:max-h-[80dvh]'],
          )}
        >
          {src ? (
            <iframe
              ref={frame}
              key={src}
              src={src}
              title={t('frameTitle', { name: game.name })}
              allow="fullscreen; autoplay"
              onLoad={() => {
                setLoaded(src);
                measure();
              }}
              className="size-full border-0"
            />
          ) : view.kind === 'sign-in' ? (
            <SignInPrompt reason={guestDemoRefused ? 'guestDemo' : 'noDemo'} />
          ) : (
            <DepositPrompt onPlayDemo={demoAvailable ? () => choose('demo') : undefined} />
          )}
          {src && loaded !== src ? (
            <div className="pointer-events-none absolute inset-0 grid place-items-center text-white">
              <Loader size="lg" label={t('loading')} />
            </div>
          ) : null}
        </div>
        {outOfFunds ? <OutOfFundsNotice onDismiss={() => setOutOfFunds(false)} /> : null}
      </div>
      {sportsbook && !signedIn ? <GuestBettingNotice /> : null}
    </section>
  );
}
