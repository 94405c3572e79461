'use client';

import { useMessages, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/errors';
import { DEFAULT_MIN_AGE } from '@/lib/validation/constants';
import { DEFAULT_MESSAGES, type MessageKey, type MessageSource, renderMessage } from '@/lib/validation/messages';

/** The translated §5 dictionary (raw templates: the validators fill {min}, {max}, {value}). */
export function useValidationMessages(): MessageSource | undefined {
  return (useMessages() as Record<string, unknown>).Validation as MessageSource | undefined;
}

/**
 * A server field code → its §5 message (`underAge` with the `min` age the platform named), one of the
 * profile's (already_exists, expired…), else "invalid".
 */
export function useFieldErrorText(): (code: string, values?: Record<string, string | number>) => string {
  const messages = useValidationMessages();
  const t = useTranslations('ProfileForms');
  return (code, values) => {
    if (code === 'underAge') return renderMessage(code, { min: values?.min ?? DEFAULT_MIN_AGE }, messages);
    if (code in DEFAULT_MESSAGES) return renderMessage(code as MessageKey, undefined, messages);
    return t.has(`errors.${code}`) ? t(`errors.${code}`, values) : t('errors.wrong');
  };
}

const firstCode = (value: unknown): string | undefined => (Array.isArray(value) ? firstCode(value[0]) : typeof value === 'string' ? value : undefined);

/**
 * What a profile form does with a failed call (§5, §8): each `error_data` field the form has gets
 * its message under it (the first is focused); anything else is one notice above the form.
 */
export function useFormFailure<T extends FieldValues>(form: UseFormReturn<T>, fields: readonly string[], aliases: Readonly<Record<string, string>> = {}) {
  const t = useTranslations('ProfileForms');
  const text = useFieldErrorText();
  const [notice, setNotice] = useState<string | null>(null);

  const fail = (error: unknown) => {
    if (isApiError(error) && error.type === 'TooManyRequestsException') return setNotice(t('errors.tooMany'));
    const data = (isApiError(error) && error.data && typeof error.data === 'object' ? error.data : {}) as Record<string, unknown>;
    const wait = typeof data.resend_time === 'number' ? data.resend_time : undefined;
    const minAge = typeof data.min_age === 'number' ? data.min_age : undefined;
    const marked: Path<T>[] = [];
    const rest: string[] = [];
    for (const [key, value] of Object.entries(data)) {
      if (key === 'message' || key === 'resend_time' || key === 'min_age') continue; // the platform's text and figures beside the field codes
      const code = firstCode(value);
      if (!code) continue;
      const name = aliases[key] ?? key;
      const message = text(code, { seconds: wait ?? 0, ...(minAge !== undefined && { min: minAge }) });
      if (fields.includes(name)) {
        form.setError(name as Path<T>, { type: 'server', message });
        marked.push(name as Path<T>);
      } else rest.push(message);
    }
    if (marked[0]) form.setFocus(marked[0]);
    setNotice(rest[0] ?? (marked.length ? null : t('errors.general')));
  };

  return { notice, clearNotice: () => setNotice(null), fail };
}
