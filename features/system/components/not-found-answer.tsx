import type { Metadata } from 'next';
import { Container } from '@/components/container';
import { systemPageCopy } from './system-page';
import { setResponseStatus } from '../response-status';
import { NotFoundPage } from './not-found-page';

/**
 * What a default-layout page renders for a path or an entity that does not exist: the localised
 * 404 in the shell, answered with status 404 (server.ts applies it at writeHead). Pages return
 * this instead of calling `notFound()`: Next 16.4 answers a `notFound()` from a dynamic page with
 * its client-rendered error shell (`<html id="__next_error__">`, empty until the scripts run:
 * blank for crawlers and without JavaScript, and for seconds on a slow phone).
 */
export function NotFoundAnswer() {
  setResponseStatus(404);
  return (
    <Container>
      <NotFoundPage />
    </Container>
  );
}

/** The 404's title, kept out of search indexes: for `generateMetadata` of a page that answers `NotFoundAnswer`. */
export async function notFoundMetadata(locale: string): Promise<Metadata> {
  return { title: (await systemPageCopy('not-found', locale)).title, robots: { index: false } };
}
