import { headers } from 'next/headers';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { historyQuery } from '../api';
import { registrationHintNow } from '../registration-hint';
import { RegistrationHintBanner } from './registration-hint-banner';

type Props = { regTime: string | null | undefined; /** CMS cashier regHintConfig.showRegHint */ enabled: boolean };

/** The registration hint (SPEC §4): within 2 hours of reg_time, deposits are counted (gethistory) and the banner shows while there are none. */
export async function RegistrationHint({ regTime, enabled }: Props) {
  if (!enabled) return null;
  const api = createServerApi(await headers());
  const left = await registrationHintNow(regTime, async () => (await makeQueryClient().fetchQuery(historyQuery(1, 'deposit', api))).total);
  return <RegistrationHintBanner leftMs={left} />;
}
