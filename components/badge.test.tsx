import { render, screen } from '@testing-library/react';
import { Badge, formatBadgeCount } from './badge';

describe('formatBadgeCount', () => {
  it.each([
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i reads %s', (count, text) => expect(formatBadgeCount(count)).toBe(text));

  it('honours another cap', () => expect(formatBadgeCount(100, 99)).toBe('99+'));
});

describe('Badge', () => {
  it('shows a capped count', () => {
    render(<Badge count={12} data-testid="badge" />);
    expect(screen.getByTestId('badge')).toHaveTextContent('9+');
  });

  it('renders nothing for zero', () => {
    const { container } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows text when no count is given', () => {
    render(<Badge>New</Badge>);
    expect(screen.getByText('New')).toBeInTheDocument();
  });
});
