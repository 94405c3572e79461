'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/checkbox';
import { Field } from '@/components/field';
import { Icon } from '@/components/icon';
import { Input } from '@/components/input';
import type { PromoCodeState } from '../hooks/use-promo-code';
import type { RegistrationValues } from '../schemas';

type Props = {
  form: UseFormReturn<RegistrationValues>;
  state: PromoCodeState;
  /** The checkbox is ticked: the field shows. */
  shown: boolean;
  toggle: UseFormRegisterReturn;
  code: UseFormRegisterReturn;
  disabled?: boolean;
};

/** The promo-code checkbox and, while it is ticked, the code field with its valid mark or error (§2, §8). */
export function PromoCodeField({ form, state, shown, toggle, code, disabled }: Props) {
  const t = useTranslations('AuthPopup');
  const tCodes = useTranslations('common.promoCodeErrors');
  const formError = form.formState.errors.promo_code?.message;
  const checkError = state.errorCode ? (tCodes.has(state.errorCode) ? tCodes(state.errorCode) : tCodes('INVALID')) : undefined;
  const error = typeof formError === 'string' ? formError : checkError;

  return (
    <div className="flex flex-col gap-3">
      <Checkbox label={t('hasPromocode')} {...toggle} disabled={disabled} />
      {shown && (
        <Field label={t('promoCode')} error={error} hint={state.valid ? t('promoCodeValid') : undefined}>
          {(control) => (
            <div className="relative">
              <Input {...control} {...code} autoComplete="off" className="pe-10" />
              {state.valid && (
                <Icon name="check" className="absolute end-3 top-1/2 -translate-y-1/2 text-green-600" />
              )}
            </div>
          )}
        </Field>
      )}
    </div>
  );
}
