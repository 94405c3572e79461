import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countryOfFlagEmoji, Flag } from './flag';

describe('Flag', () => {
  it('reads the country of a flag emoji', () => {
    expect(countryOfFlagEmoji('🇺🇸')).toBe('US');
    expect(countryOfFlagEmoji('🇦🇪')).toBe('AE');
    expect(countryOfFlagEmoji('x')).toBeNull();
  });

  it('draws known flags as SVG with no emoji text, unknown ones as a globe', () => {
    const { container } = render(<Flag emoji="🇧🇷" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 30 20');
    expect(container.textContent).toBe('');
    const unknown = render(<Flag emoji="🏳️" />);
    expect(unknown.container.querySelector('svg')?.getAttribute('viewBox')).not.toBe('0 0 30 20');
  });
});
