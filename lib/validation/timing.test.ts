import { DEFAULT_VALIDATION_STRATEGY, parseValidationStrategy, validationTiming } from './timing';

describe('validation timing', () => {
  it('is eager by default', () => {
    expect(DEFAULT_VALIDATION_STRATEGY).toBe('eager');
    expect(validationTiming()).toEqual({ mode: 'onTouched', reValidateMode: 'onChange', clearErrorsOnInput: false, shouldFocusError: true });
  });

  it('maps onSubmit to submit-only validation that clears errors on input', () => {
    expect(validationTiming('onSubmit')).toEqual({ mode: 'onSubmit', reValidateMode: 'onSubmit', clearErrorsOnInput: true, shouldFocusError: true });
  });

  it('parses configured strategies, falling back to eager', () => {
    expect(parseValidationStrategy('onSubmit')).toBe('onSubmit');
    expect(parseValidationStrategy('eager')).toBe('eager');
    expect(parseValidationStrategy('lazy')).toBe('eager');
    expect(parseValidationStrategy(undefined)).toBe('eager');
  });
});
