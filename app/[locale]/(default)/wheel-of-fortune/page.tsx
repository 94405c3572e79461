import { MessagesScope } from '@/features/shell';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { isSignedIn, readAccount } from '@/features/account';
import { EmptyState, optional, PageHeader, pageMetadata, withFatalPages } from '@/features/system';
import { WHEEL_CLIENT_NAMESPACES, wheelCampaignsQuery, WheelGame, WheelOverview, wheelQuery } from '@/features/wheel';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/wheel-of-fortune'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.wheelOfFortune(), namespace: 'WheelOfFortunePage' });
}

/** /wheel-of-fortune: the current campaign (the first returned), its wheel, spins, quests and dialogs. */
async function WheelOfFortunePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const requestHeaders = await headers();
  const api = createServerApi(requestHeaders);
  const client = makeQueryClient();
  const [t, campaigns, account] = await Promise.all([
    getTranslations('WheelOfFortunePage'),
    optional(client.fetchQuery(wheelCampaignsQuery(api)), []),
    optional(readAccount(api), null),
  ]);
  const campaign = campaigns[0];
  const wheel = campaign ? await optional(client.fetchQuery(wheelQuery(campaign.id, api)), null) : null;
  return (
    <MessagesScope namespaces={WHEEL_CLIENT_NAMESPACES}>
      <Container className="py-6 md:py-8">
        <PageHeader title={t('title')} description={t('metaDescription')} />
        {campaign ? (
          <>
            <WheelGame campaigns={campaigns} initialWheel={wheel} signedIn={isSignedIn(account)} />
            <WheelOverview wheel={wheel} />
          </>
        ) : (
          <EmptyState title={t('empty')} />
        )}
      </Container>
    </MessagesScope>
  );
}

export default withFatalPages(WheelOfFortunePage);
