import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { AUTH_CONFIG } from '../config';

type Form<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'trigger' | 'watch' | 'clearErrors'>;

/**
 * SPEC §4 Social terms: a social button on the registration form works only once the terms are
 * accepted (when active); otherwise the terms error shows (the form's own rule and message), and
 * ticking the box clears it. Synchronous, so the popup still opens within the click.
 */
export function socialTermsAccepted<T extends FieldValues>(form: Form<T>, terms = AUTH_CONFIG.terms): boolean {
  if (!terms.active) return true;
  const name = 'terms' as Path<T>;
  if (form.getValues(name) === true) return true;
  void form.trigger(name, { shouldFocus: true });
  const subscription = form.watch((values, { name: changed }) => {
    if (changed !== name || (values as Record<string, unknown>).terms !== true) return;
    form.clearErrors(name);
    subscription.unsubscribe();
  });
  return false;
}
