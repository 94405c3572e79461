'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Image } from '@/components/image';
import { toast } from '@/features/shell';
import type { LoyaltyInfo } from '@/lib/contract';
import { loyaltyCharactersQuery, useSetCharacter } from '../api';

type Character = NonNullable<LoyaltyInfo['character']>;

/** The player's character, and the change dialog with its confirm (SPEC §2). */
export function CharacterPicker({ current }: { current: Character | null }) {
  const t = useTranslations('LoyaltyClient');
  const router = useRouter();
  const [dialog, setDialog] = useState<'change' | 'confirm' | null>(null);
  const [picked, setPicked] = useState<Character | null>(current);
  const [shown, setShown] = useState<Character | null>(current);
  const list = useQuery({ ...loyaltyCharactersQuery(), enabled: dialog !== null });
  const save = useSetCharacter();
  const items = list.data?.items ?? [];
  const tabStop = (items.find((c) => c.id === picked?.id) ?? items[0])?.id;
  return (
    <section aria-labelledby="character-title" className="mb-8 flex items-center gap-4 rounded-xl bg-(--surface) p-5" data-testid="character">
      {shown ? <Image src={shown.image} alt="" width={64} height={64} className="size-16 rounded-full" /> : <span className="size-16 rounded-full bg-(--surface-2)" aria-hidden="true" />}
      <div className="flex-1">
        <h2 id="character-title" className="text-sm text-(--muted)">
          {t('character')}
        </h2>
        <p className="text-xl font-semibold" data-testid="character-name">
          {shown?.name ?? t('noCharacter')}
        </p>
      </div>
      <Button variant="outline" onClick={() => setDialog('change')}>
        {t('changeCharacter')}
      </Button>
      {/* The radio group is one Tab stop (the checked radio, else the first) and says so with tabIndex:
          the dialog's focus trap wraps Tab at the last element it counts as tabbable, and with the
          unchecked radios counted that was one the browser never stops on, so Tab from the checked
          radio left the dialog and was pulled back onto it (a trap while "Continue" is disabled). */}
      {/* named by its title alone (the radios share a name: one group); the description says what the choice does */}
      <Dialog open={dialog === 'change'} onOpenChange={(open) => !open && setDialog(null)} title={t('chooseCharacter')} description={t('chooseCharacterHint')}>
        <fieldset>
          <div className="grid grid-cols-2 gap-3">
            {items.map((c) => (
              <label key={c.id} className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-(--border) p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-(--surface-2) has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500">
                <input type="radio" name="character" className="sr-only" checked={picked?.id === c.id} tabIndex={c.id === tabStop ? 0 : -1} onChange={() => setPicked(c)} />
                <Image src={c.image} alt="" width={64} height={64} className="size-16" />
                <span>{c.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button onClick={() => setDialog('confirm')} disabled={!picked || picked.id === shown?.id}>
          {t('next')}
        </Button>
      </Dialog>
      <Dialog
        open={dialog === 'confirm'}
        onOpenChange={(open) => !open && setDialog(null)}
        presentation="confirm"
        title={t('confirmCharacterTitle')}
        footer={
          <>
            <Button variant="outline" onClick={() => setDialog('change')}>
              {t('cancel')}
            </Button>
            <Button
              loading={save.isPending}
              onClick={() =>
                picked &&
                save.mutate(picked.id, {
                  onSuccess: () => {
                    setShown(picked);
                    setDialog(null);
                    toast({ type: 'success', text: t('characterChanged', { name: picked.name }) });
                    router.refresh();
                  },
                  onError: () => toast({ type: 'error', text: t('buyFailed') }),
                })
              }
            >
              {t('confirmCharacter')}
            </Button>
          </>
        }
      >
        <p>{picked ? t('confirmCharacterText', { name: picked.name }) : null}</p>
      </Dialog>
    </section>
  );
}
