'use client';

import { useLinkStatus } from 'next/link';

/**
 * Inside a next/link to a page without a loading skeleton (the cashier, the profile): a thin bar at
 * the top of the window while that link's navigation is pending. Renders nothing otherwise, so it
 * adds no markup to the page; Next announces the new page to screen readers when it arrives.
 */
export function NavPending() {
  const { pending } = useLinkStatus();
  return pending ? <span aria-hidden="true" data-testid="nav-pending" className="nav-pending" /> : null;
}
