'use client';

import { useTranslations } from 'next-intl';
import { DEFAULT_MESSAGES, DEFAULT_MIN_AGE, type MessageKey, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, renderMessage } from '@/lib/validation';
import { useValidationMessages } from './use-validation-messages';

const isMessageKey = (code: string): code is MessageKey => code in DEFAULT_MESSAGES;

/**
 * A server field code (`wrongEmail`, `minLength`, `already_exists`, promo `EXPIRED`…) → the text
 * shown under the field: a §5 message, a promo-code message, or one of ours (invalid by default).
 * `underAge` names the platform's `min_age` (the error's), else the default minimum age.
 */
export function useServerMessage(): (field: string, code: string, minAge?: number) => string {
  const t = useTranslations('AuthPopup.serverErrors');
  const tPromo = useTranslations('common.promoCodeErrors');
  const messages = useValidationMessages();
  return (field, code, minAge) => {
    if (field === 'promo_code') return tPromo.has(code) ? tPromo(code) : tPromo('INVALID');
    // The server's passwordSymbols cannot say which characters: the general password message.
    const key = code === 'passwordSymbols' ? 'password' : code;
    if (key === 'underAge') return renderMessage(key, { min: minAge ?? DEFAULT_MIN_AGE }, messages);
    if (isMessageKey(key)) return renderMessage(key, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }, messages);
    return t.has(code) ? t(code) : t('invalid');
  };
}
