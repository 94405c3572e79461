'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { type DialogComponentProps, StackDialog } from '@/features/shell';

export type DemoModeDialogProps = {
  /** Plays on with the fun balance. */
  onPlayDemo: () => void;
  /** Real money: the game in real mode for players, registration for guests. */
  onPlayReal: () => void;
};

/** SPEC §2 "demo mode": what demo play is, and the choice between demo and real money. */
export function DemoModeDialog({ dialog, onPlayDemo, onPlayReal }: DialogComponentProps<DemoModeDialogProps>) {
  const t = useTranslations('DemoModeDialog');
  const choose = (then: () => void) => async () => {
    await dialog.close({ force: true });
    then();
  };
  return (
    <StackDialog
      dialog={dialog}
      title={t('title')}
      description={t('description')}
      footer={
        <>
          <Button variant="outline" onClick={choose(onPlayDemo)}>
            {t('playDemo')}
          </Button>
          <Button onClick={choose(onPlayReal)}>{t('playReal')}</Button>
        </>
      }
    >
      <ul className="list-disc space-y-1 ps-5 text-sm text-(--muted)">
        <li>{t('points.fun')}</li>
        <li>{t('points.same')}</li>
        <li>{t('points.real')}</li>
      </ul>
    </StackDialog>
  );
}
