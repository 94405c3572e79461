// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { clearErrorOnInput, formTiming } from './use-form-timing';

describe('auth form timing (SPEC §4)', () => {
  it('is eager by default: checked on leaving a field, then on every change, first error focused', () => {
    expect(formTiming()).toEqual({ mode: 'onTouched', reValidateMode: 'onChange', shouldFocusError: true });
    expect(formTiming('onSubmit')).toEqual({ mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: true });
  });

  it('on submit: editing a field clears its error; eager forms need no such handler', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { login: '', password: '' } }));
    act(() => {
      result.current.setError('login', { message: 'Field is required' });
      result.current.setError('password', { message: 'Field is required' });
    });
    const onChange = clearErrorOnInput(result.current, 'onSubmit')!;
    act(() => onChange({ target: { name: 'login' } } as unknown as FormEvent<HTMLFormElement>));
    expect(result.current.getFieldState('login').error).toBeUndefined();
    expect(result.current.getFieldState('password').error?.message).toBe('Field is required');
    expect(clearErrorOnInput(result.current, 'eager')).toBeUndefined();
  });
});
