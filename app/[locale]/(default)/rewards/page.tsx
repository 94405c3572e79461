import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { isSignedIn, readAccount } from '@/features/account';
import { loyaltyInfoQuery } from '@/features/loyalty';
import { REWARDS_CLIENT_NAMESPACES, RewardsHub } from '@/features/rewards';
import { MessagesScope } from '@/features/shell';
import { optional, PageHeader, pageMetadata, redirectToSignIn, withFatalPages } from '@/features/system';
import { wheelCampaignsQuery, wheelQuestsInfoQuery } from '@/features/wheel';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/rewards'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.rewards(), namespace: 'RewardsHub', noindex: true });
}

/** /rewards: everything the signed-in player has in progress, with a link to each; visitors are asked to sign in. */
async function RewardsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const account = await optional(readAccount(api), null);
  if (!isSignedIn(account)) return redirectToSignIn(paths.rewards());
  const [t, tournaments, campaigns, quests, loyalty, bonuses, freespins] = await Promise.all([
    getTranslations('RewardsHub'),
    optional(api.call('tournaments/get', { status: 'active', count: 50, fields: ['user_info'] }), []),
    optional(client.fetchQuery(wheelCampaignsQuery(api)), []),
    optional(client.fetchQuery(wheelQuestsInfoQuery(api)), null),
    optional(client.fetchQuery(loyaltyInfoQuery(api)), null),
    optional(api.call('bonuses/get', { status: 'running' }), []),
    optional(api.call('freespins/get', { count: 99 }), []),
  ]);
  return (
    <MessagesScope namespaces={REWARDS_CLIENT_NAMESPACES}>
      <Container className="py-6 md:py-8">
        <PageHeader title={t('title')} description={t('description')} />
        <RewardsHub data={{ tournaments, wheel: { campaigns, quests }, loyalty, bonuses, freespins }} />
      </Container>
    </MessagesScope>
  );
}

export default withFatalPages(RewardsPage);
