import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { value: 'email', label: 'Email', content: <p>Email form</p> },
  { value: 'phone', label: 'Phone', content: <p>Phone form</p> },
  { value: 'fast', label: 'Fast', content: <p>Fast form</p>, disabled: true },
  { value: 'social', label: 'Social', content: <p>Social form</p> },
];

describe('Tabs', () => {
  it('shows the first enabled tab and its panel', () => {
    render(<Tabs items={items} label="Sign-up type" />);
    expect(screen.getByRole('tablist', { name: 'Sign-up type' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Email', selected: true })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Email' })).toHaveTextContent('Email form');
    expect(screen.queryByText('Phone form')).not.toBeInTheDocument();
  });

  it('moves with arrows, skips disabled tabs, wraps and jumps with Home/End', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="Sign-up type" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Email' }));

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Phone' })).toHaveTextContent('Phone form');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Social', selected: true })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Email', selected: true })).toHaveFocus();

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Social', selected: true })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Email', selected: true })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('email');
  });

  it('mirrors the arrows in right-to-left text', async () => {
    render(
      <div dir="rtl">
        <Tabs items={items} label="Sign-up type" />
      </div>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Email' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Phone', selected: true })).toHaveFocus();
  });

  it('follows a controlled value', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="Sign-up type" value="phone" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Social' }));
    expect(onValueChange).toHaveBeenCalledWith('social');
    expect(screen.getByRole('tab', { name: 'Phone', selected: true })).toBeInTheDocument();
  });
});
