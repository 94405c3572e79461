'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Form } from '@/components/form';
import { Input } from '@/components/input';
import { Notice } from '@/components/notice';
import { PROMO_ACTIVATED_DIALOG_ID, useActivatePromoCode } from '@/features/bonuses';
import { DIALOG_PRIORITY, useDialogStore } from '@/features/shell';
import { isApiError } from '@/lib/errors';
import { PROMO_CODE_MAX_LENGTH } from '@/lib/validation/constants';
import { promoErrorCode } from '@/lib/errors';
import { normalizePromoCode } from '@/lib/validation/promo-code';

/**
 * The message of a failed activation (§8): a refused code (InvalidParameter) reads the first code
 * under error_data.promo_code as a common.promoCodeErrors key, INVALID when there is none; a failure
 * that says nothing about the code (too many attempts, the network, the server) reads as such under
 * Bonuses.errors, not as a wrong code.
 */
export function activationError(error: unknown): { promo: string } | { bonus: string } {
  if (!isApiError(error)) return { bonus: 'general' };
  if (error.type === 'InvalidParameterException') return { promo: promoErrorCode(error) };
  return { bonus: error.type === 'TooManyRequestsException' ? error.type : 'general' };
}

/**
 * SPEC §1, §7: a signed-in player redeems a promo code as a promo-code offer (campaigns/activateOffer).
 * Success opens the promo-code-activated popup (§2 dialogs) and refetches the player's data; a
 * refusal marks the field invalid with its message (§8).
 */
export function PromoCodeOfferForm() {
  const t = useTranslations('Bonuses');
  const tCodes = useTranslations('common.promoCodeErrors');
  const activate = useActivatePromoCode();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [activated, setActivated] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = normalizePromoCode(value);
    if (code === '') return fail(t('promoForm.required'));
    if (code.length > PROMO_CODE_MAX_LENGTH) return fail(t('promoForm.tooLong', { max: PROMO_CODE_MAX_LENGTH }));
    setError(null);
    try {
      await activate.mutateAsync(code);
    } catch (e) {
      const failure = activationError(e);
      return fail('promo' in failure ? tCodes(tCodes.has(failure.promo) ? failure.promo : 'INVALID') : t(`errors.${failure.bonus}`));
    }
    setActivated(code);
    useDialogStore.getState().queue(
      PROMO_ACTIVATED_DIALOG_ID,
      { title: t('promoActivated.title'), text: t('promoActivated.text', { code }), confirmLabel: t('promoActivated.ok'), info: true },
      { type: 'confirm', priority: DIALOG_PRIORITY.promoCode },
    );
  };

  if (activated) return <Notice tone="success">{t('promoActivated.text', { code: activated })}</Notice>;
  return (
    <Form noValidate onSubmit={(e) => void onSubmit(e)} className="flex max-w-md flex-col gap-3">
      <Field label={t('promoForm.label')} error={error} required>
        {(control) => (
          <Input
            {...control}
            ref={input}
            name="promo_code"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(null);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        )}
      </Field>
      <Button type="submit" loading={activate.isPending} className="self-start">
        {t('promoForm.submit')}
      </Button>
    </Form>
  );
}
