import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import messages from '@/messages/en-US.json';
import { fatalDigest } from '../fatal-digest';
import { ErrorBoundaryPage } from './error-boundary-page';

vi.mock('next/navigation', () => ({ usePathname: () => '/pt-BR/offers' }));

const renderBoundary = (error: unknown, retry = vi.fn()) =>
  render(
    <NextIntlClientProvider locale="pt-BR" messages={{ SystemPages: messages.SystemPages }}>
      <ErrorBoundaryPage error={error} retry={retry} />
    </NextIntlClientProvider>,
  );

describe('ErrorBoundaryPage', () => {
  it('shows the generic error page with a retry and a link to the game hall in the current locale', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const retry = vi.fn();
    renderBoundary(new Error('boom'), retry);
    expect(screen.getByRole('heading', { name: messages.SystemPages.error.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.SystemPages.error.button })).toHaveAttribute('href', '/pt-BR/gamehall');
    await userEvent.click(screen.getByRole('button', { name: messages.SystemPages.error.retry }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the user-blocked page, without a retry, when the digest says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBoundary(Object.assign(new Error('x'), { digest: fatalDigest({ page: 'user-blocked', status: 403 }) }));
    expect(screen.getByRole('heading', { name: messages.SystemPages.userBlocked.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.SystemPages.userBlocked.button })).toHaveAttribute('href', '/pt-BR/support');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
