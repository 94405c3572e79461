'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Image } from '@/components/image';
import { charactersQuery } from '../api';
import type { RegistrationValues } from '../schemas';
import { useAuthStore } from '../store';

export const CHARACTER_FIELD = 'character_id';

type Props = { form: UseFormReturn<RegistrationValues> };

/**
 * §3 character select on the registration form: a radio group of the loyalty characters with their
 * pictures, sent as character_id. The first one is picked until the player picks another; the pick
 * is shared with the popup, which shows its picture in place of the side banner.
 */
export function CharacterSelector({ form }: Props) {
  const t = useTranslations('AuthPopup.character');
  const { data: characters = [], isError } = useQuery(charactersQuery());
  const value = useWatch({ control: form.control, name: CHARACTER_FIELD });
  const errorId = useId();
  const error = form.formState.errors[CHARACTER_FIELD]?.message;

  useEffect(() => {
    if (characters.length > 0 && !characters.some((c) => String(c.id) === value)) form.setValue(CHARACTER_FIELD, String(characters[0]!.id));
  }, [characters, value, form]);
  useEffect(() => {
    useAuthStore.setState({ character: characters.find((c) => String(c.id) === value) ?? null });
  }, [characters, value]);
  useEffect(() => () => useAuthStore.setState({ character: null }), []);

  if (isError || characters.length === 0) return null;
  return (
    <fieldset aria-describedby={typeof error === 'string' ? errorId : undefined} aria-invalid={typeof error === 'string' || undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t('legend')}</legend>
      <div className="grid grid-cols-4 gap-2">
        {characters.map((character) => (
          <label
            key={character.id}
            className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border border-(--border) p-2 text-xs has-checked:border-brand-500 has-checked:bg-brand-500/10 has-focus-visible:outline-2 has-focus-visible:outline-brand-400"
          >
            <input type="radio" value={String(character.id)} className="sr-only" {...form.register(CHARACTER_FIELD)} />
            <Image src={character.image} alt="" width={48} height={58} className="h-14 w-12" />
            <span>{character.name}</span>
          </label>
        ))}
      </div>
      {typeof error === 'string' && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
