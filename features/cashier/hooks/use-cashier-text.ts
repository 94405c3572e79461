'use client';

import { useMessages, useTranslations } from 'next-intl';
import { DEFAULT_MESSAGES, renderMessage, type MessageKey, type MessageSource } from '@/lib/validation';

/** The translated §5 dictionary (raw templates: validators fill {min}, {max}, {value}). */
export function useValidationMessages(): MessageSource | undefined {
  return (useMessages() as Record<string, unknown>).Validation as MessageSource | undefined;
}

/** A server field code → a §5 message, one of the cashier's (insufficient_funds…), else the invalid text. */
export function useFieldErrorText(): (code: string) => string {
  const messages = useValidationMessages();
  const t = useTranslations('CashierForms');
  return (code) => {
    if (code in DEFAULT_MESSAGES) return renderMessage(code as MessageKey, undefined, messages);
    return t.has(`errors.${code}`) ? t(`errors.${code}`) : t('errors.invalidField');
  };
}
