import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { optional } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { readConsent } from '../consent';
import { configuredTools } from '../tools';
import { StartupMount } from './startup-mount';

type Props = { uid?: number; locale: string; locales: readonly string[] };

/**
 * Server half of the analytics mount: the start-up beacons (and SEON when `is_seon_enabled`),
 * the tools configured in `metadata/getgeneralinfo` `analytic` and the visitor's stored choice.
 * No tool configured: no banner and no analytics code at all.
 */
export async function Analytics({ uid, locale, locales }: Props) {
  const [requestHeaders, cookieStore] = await Promise.all([headers(), cookies()]);
  const info = await optional(createServerApi(requestHeaders, { locale }).call('metadata/getgeneralinfo'), null);
  const tools = configuredTools(info?.analytic);
  const scriptBase = info?.analytic.script_base ?? null;
  const t = tools.length > 0 ? await getTranslations({ locale, namespace: 'AnalyticsConsent' }) : null;
  return (
    <StartupMount
      seon={info?.is_seon_enabled ?? false}
      scriptBase={scriptBase}
      analytics={
        t && {
          tools,
          scriptBase,
          locales,
          consent: readConsent(cookieStore),
          uid,
          labels: { title: t('title'), text: t('text'), accept: t('accept'), decline: t('decline') },
        }
      }
    />
  );
}
