import type { BaseSyntheticEvent, FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { validationTiming, type ValidationStrategy } from '@/lib/validation';
import { AUTH_CONFIG } from '../config';

/** react-hook-form options for a §4 strategy (the auth config's, eager by default): modes and focus on the first error. */
export function formTiming(strategy: ValidationStrategy = AUTH_CONFIG.validationStrategy) {
  const { mode, reValidateMode, shouldFocusError } = validationTiming(strategy);
  return { mode, reValidateMode, shouldFocusError };
}

/**
 * The form's onChange for the on-submit strategy (§4): editing a field clears its error. Eager
 * forms revalidate on change by themselves, so they get nothing.
 */
export function clearErrorOnInput<T extends FieldValues>(form: UseFormReturn<T>, strategy: ValidationStrategy = AUTH_CONFIG.validationStrategy) {
  if (!validationTiming(strategy).clearErrorsOnInput) return undefined;
  return (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name) form.clearErrors(name as Path<T>);
  };
}

/** handleSubmit's invalid callback: brings the form's first invalid control into view (RHF focuses it). */
export function scrollToFirstError(_errors: unknown, event?: BaseSyntheticEvent) {
  const form = event?.target instanceof HTMLFormElement ? event.target : null;
  // After the render that marks the controls invalid.
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }), 0);
}
