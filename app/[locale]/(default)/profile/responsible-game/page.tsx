import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { depositLimitQuery } from '@/features/cashier';
import { FactList, ProfileFrame } from '@/features/profile';
import { pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/responsible-game'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('responsible-game'), namespace: 'ProfileResponsibleGamePage', noindex: true });
}

/** /profile/responsible-game: the deposit limit in force (getDepositLimit); setting limits is the profile work. */
async function ProfileResponsibleGamePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, tw, format, limit] = await Promise.all([
    getTranslations('ProfileResponsibleGamePage'),
    getTranslations('CashierWalletPage'),
    getFormatter(),
    requiredSignedIn(makeQueryClient().fetchQuery(depositLimitQuery(api)), paths.profile('responsible-game')),
  ]);
  const amount = (n: number | null) => (n === null ? '—' : format.number(n));
  return (
    <ProfileFrame section="responsible-game" title={t('title')} description={t('description')}>
      <FactList
        facts={[
          { label: tw('limit'), value: limit.limit_amount === null ? tw('noLimit') : tw('limitLeft', { available: amount(limit.available_amount), limit: amount(limit.limit_amount) }) },
        ]}
      />
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileResponsibleGamePage);
