import { headers } from 'next/headers';
import { isBotUserAgent } from '@/lib/http/bots';

/** True when the current request comes from a crawler (SPEC §8: no error page body for bots). */
export async function isBotRequest(): Promise<boolean> {
  return isBotUserAgent((await headers()).get('user-agent'));
}
