'use client';

// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's `<Link>`: Next's client-side navigation without the prefetch that Next starts for
 * every link scrolled into view. Our pages are rendered per request and have no `loading.tsx`, so
 * such a prefetch fetches only the route tree and a metadata head, and the click fetches the page
 * anyway; meanwhile each one is a server render of roughly a third of a page, 20–28 of them per
 * page view on a desktop (header, menus, footer), plus their decoding on the visitor's main thread
 * right after hydration. A link that leads somewhere most visitors go next may pass `prefetch`.
 * The game tiles prefetch on hover or focus (`SoftNavList`). A client component itself, so that a
 * server component's link sends no `prefetch: false` in every page's flight data.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
