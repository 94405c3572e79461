'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { cn } from '@/components/cn';
import type { PlayMode } from '../protocol';

type Props = {
  /** The mode shown, or null when there is nothing to switch (a prompt, the sportsbook). */
  mode: PlayMode | null;
  /** A player on a game with demo. */
  canSwitchToDemo: boolean;
  /** The full-screen toggle, when the config shows it. */
  fullScreen: { active: boolean; toggle: () => void } | null;
  onAboutDemo: () => void;
  onPlayReal: () => void;
};

/** Above the game: the mode, what demo means, the switch between demo and real money, full screen. */
export function PlayToolbar({ mode, canSwitchToDemo, fullScreen, onAboutDemo, onPlayReal }: Props) {
  const t = useTranslations('GameFrame');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {mode ? (
          <span className={cn('rounded-full px-3 py-1 text-xs font-bold text-white', mode === 'demo' ? 'bg-sky-700' : 'bg-emerald-700')}>
            {mode === 'demo' ? t('modeDemo') : t('modeReal')}
          </span>
        ) : null}
        {mode === 'demo' ? (
          <Button size="sm" variant="ghost" onClick={onAboutDemo}>
            {t('aboutDemo')}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {mode === 'demo' ? (
          <Button size="sm" onClick={onPlayReal}>
            {t('playReal')}
          </Button>
        ) : null}
        {mode === 'real' && canSwitchToDemo ? (
          <Button size="sm" variant="outline" onClick={onAboutDemo}>
            {t('playDemo')}
          </Button>
        ) : null}
        {fullScreen ? (
          <Button size="sm" variant="outline" aria-pressed={fullScreen.active} onClick={fullScreen.toggle}>
            {t('fullScreen')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
