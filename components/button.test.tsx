import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('is a non-submitting button named by its text', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, disabled and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Deposit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("adds the caller's classes to the variant's (joined, not merged)", () => {
    render(
      <Button variant="danger" className="self-start">
        Remove
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button.className).toContain('self-start');
    expect(button.className).toContain('bg-red-600');
  });

  it('gives a link button no box: no size height or padding beside its own', () => {
    render(
      <Button variant="link" size="sm">
        Forgot?
      </Button>,
    );
    const classes = screen.getByRole('button', { name: 'Forgot?' }).className.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['h-auto', 'px-0', 'text-sm']));
    expect(classes).not.toContain('h-8');
    expect(classes).not.toContain('px-3');
  });

  it('gives every other variant its size box', () => {
    expect(buttonVariants({ size: 'sm' }).split(' ')).toEqual(expect.arrayContaining(['h-8', 'px-3']));
    expect(buttonVariants({ variant: 'outline-on-dark', size: 'lg' }).split(' ')).toEqual(expect.arrayContaining(['h-12', 'px-6', 'text-white']));
    expect(buttonVariants({ size: 'icon' }).split(' ')).toContain('size-10');
  });
});
