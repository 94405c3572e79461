/** §4 validation timing: eager (default) or on submit. */
export type ValidationStrategy = 'eager' | 'onSubmit';

export const DEFAULT_VALIDATION_STRATEGY: ValidationStrategy = 'eager';

/** react-hook-form's mode names, as plain data (lib/ does not import the library). */
export type FormMode = 'onBlur' | 'onChange' | 'onSubmit' | 'onTouched' | 'all';
export type FormReValidateMode = 'onBlur' | 'onChange' | 'onSubmit';

export type ValidationTiming = {
  mode: FormMode;
  reValidateMode: FormReValidateMode;
  /** On-submit forms clear a field's error as soon as it is edited (§4). */
  clearErrorsOnInput: boolean;
  /** A failed submit moves to the first erroneous field (§4). */
  shouldFocusError: true;
};

const TIMINGS: Record<ValidationStrategy, ValidationTiming> = {
  // Eager: a field is checked once the player leaves it, then on every change.
  eager: { mode: 'onTouched', reValidateMode: 'onChange', clearErrorsOnInput: false, shouldFocusError: true },
  // On submit: nothing is checked before submitting; editing a field clears its error.
  onSubmit: { mode: 'onSubmit', reValidateMode: 'onSubmit', clearErrorsOnInput: true, shouldFocusError: true },
};

/** A configured strategy; anything unknown falls back to eager. */
export function parseValidationStrategy(value: unknown): ValidationStrategy {
  return value === 'onSubmit' ? 'onSubmit' : DEFAULT_VALIDATION_STRATEGY;
}

/** The react-hook-form options for a strategy: spread `mode` and `reValidateMode` into useForm. */
export function validationTiming(strategy: ValidationStrategy = DEFAULT_VALIDATION_STRATEGY): ValidationTiming {
  return TIMINGS[strategy];
}
