import { useTranslations } from 'next-intl';
import { ConsentSettingsButton } from './consent-settings';

/** The footer's "Cookie settings" (server part: the label in the page's language). */
export function ConsentSettings() {
  const t = useTranslations('AnalyticsConsent');
  return <ConsentSettingsButton label={t('settings')} />;
}
