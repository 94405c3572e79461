import { isBotUserAgent } from '@/lib/http/bots';
import { requestHeaders } from './request-headers';

/** True when the current request comes from a crawler (SPEC §8: no error page body for bots). */
export async function isBotRequest(): Promise<boolean> {
  return isBotUserAgent((await requestHeaders()).get('user-agent'));
}
