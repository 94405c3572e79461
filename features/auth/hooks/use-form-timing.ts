import type { BaseSyntheticEvent } from 'react';
import { validationTiming, type ValidationStrategy } from '@/lib/validation';

/** react-hook-form options for a §4 strategy (eager by default): modes and focus on the first error. */
export function formTiming(strategy?: ValidationStrategy) {
  const { mode, reValidateMode, shouldFocusError } = validationTiming(strategy);
  return { mode, reValidateMode, shouldFocusError };
}

/** handleSubmit's invalid callback: brings the form's first invalid control into view (RHF focuses it). */
export function scrollToFirstError(_errors: unknown, event?: BaseSyntheticEvent) {
  const form = event?.target instanceof HTMLFormElement ? event.target : null;
  // After the render that marks the controls invalid.
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }), 0);
}
