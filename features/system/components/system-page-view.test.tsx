import { render, screen } from '@testing-library/react';
import { Link } from '@/components/link';
import { describe, expect, it } from 'vitest';
import { SYSTEM_PAGES, type SystemPageKind } from '../system-kinds';
import { SystemPageView } from './system-page-view';

const renderPage = (kind: SystemPageKind, extra: Partial<Parameters<typeof SystemPageView>[0]> = {}) =>
  render(<SystemPageView kind={kind} title="Payment failed" description="Try another method." pendingLabel="Processing" {...extra} />);

describe('SystemPageView', () => {
  it('shows the header, description and button', () => {
    renderPage('pay-fail', { actions: <Link href="/cashier/deposit">Back to deposit</Link> });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('Try another method.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to deposit' })).toHaveAttribute('href', '/cashier/deposit');
    expect(screen.getByRole('region', { name: 'Payment failed' })).toHaveAttribute('data-system-page', 'pay-fail');
  });

  it('shows a loader instead of the icon while pending', () => {
    const { container } = renderPage('pay-pending');
    expect(screen.getByRole('status')).toHaveTextContent('Processing');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('shows an icon and no loader when not pending', () => {
    const { container } = renderPage('pay-success');
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the transaction line when given', () => {
    renderPage('pay-fail', { detail: 'Transaction: T-42' });
    expect(screen.getByText('Transaction: T-42')).toBeInTheDocument();
  });
});

describe('SYSTEM_PAGES', () => {
  it('sends the buttons where SPEC §2 says', () => {
    expect(SYSTEM_PAGES['user-blocked'].target).toBe('/support');
    expect(SYSTEM_PAGES.error.target).toBe('/gamehall');
    for (const kind of ['pay-cancel', 'pay-fail', 'pay-new-window'] as const) expect(SYSTEM_PAGES[kind].target).toBe('/cashier/deposit');
    expect(SYSTEM_PAGES['pay-success'].target).toBe('/gamehall');
    expect(SYSTEM_PAGES['pay-pending'].pending).toBe(true);
    const pending = Object.entries(SYSTEM_PAGES).filter(([, spec]) => spec.pending).map(([kind]) => kind);
    expect(pending).toEqual(['pay-pending']);
  });
});
