import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { ProgressBar } from './progress-bar';

/** Classes that push a block away from where the writing direction starts it. */
const OFF_START = /(^|:)(m[se]|m[lr]|mx)-auto$/;

describe('ProgressBar', () => {
  it.each(['ltr', 'rtl'] as const)('fills from the inline start in %s, like the loyalty quest bar', (dir) => {
    renderWithProviders(<ProgressBar percent={40} label="Wagering progress of Welcome" />, { dir });
    const bar = screen.getByRole('progressbar', { name: 'Wagering progress of Welcome' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    const fill = bar.firstElementChild as HTMLElement;
    expect(fill.style.width).toBe('40%');
    expect([...fill.classList].filter((c) => OFF_START.test(c))).toEqual([]);
  });
});
