import { NOT_FOUND_HEADER } from '@/lib/routing';
import { isBotRequest } from '../bot-request';
import { requestHeaders } from '../request-headers';
import { SystemPage } from './system-page';

/**
 * The localised 404 body. The proxy passes 'Page Not Found: {path}' for failed route validation in a
 * request header; crawlers get no body (SPEC §8), only the status and Next's noindex.
 */
export async function NotFoundPage() {
  const [headers, bot] = await Promise.all([requestHeaders(), isBotRequest()]);
  if (bot) return <p hidden>404</p>;
  return <SystemPage kind="not-found" detail={headers.get(NOT_FOUND_HEADER) ?? undefined} />;
}
