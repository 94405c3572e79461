import type { FatalOutcome } from '@/lib/errors';
import { isBotRequest } from '../bot-request';
import { setResponseStatus } from '../response-status';
import { SystemPage } from './system-page';

/**
 * A fatal page rendered in place of the page that failed: asks the server for the outcome's
 * status (unless it is a boundary's, which Next answers itself), keeps the URL out of the index, and for crawlers renders no body at all.
 */
export async function FatalPage({ outcome, inPlace = true }: { outcome: FatalOutcome; inPlace?: boolean }) {
  // Boundary files (forbidden.tsx) are rendered ahead of need; only an in-place page sets the status.
  if (inPlace) setResponseStatus(outcome.status);
  const bot = await isBotRequest();
  return (
    <>
      <meta name="robots" content="noindex" />
      {bot ? <p hidden>{outcome.status}</p> : <SystemPage kind={outcome.page} />}
    </>
  );
}
