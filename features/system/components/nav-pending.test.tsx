import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavPending } from './nav-pending';

const status = vi.hoisted(() => ({ pending: false }));
vi.mock('next/link', () => ({ useLinkStatus: () => status }));

describe('NavPending', () => {
  it('adds nothing to the link while its navigation is not pending', () => {
    status.pending = false;
    const { container } = render(<NavPending />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the top bar, hidden from assistive technology, while the link's page loads", () => {
    status.pending = true;
    const { getByTestId } = render(<NavPending />);
    expect(getByTestId('nav-pending')).toHaveAttribute('aria-hidden', 'true');
    expect(getByTestId('nav-pending')).toHaveClass('nav-pending');
  });
});
