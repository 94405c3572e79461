import { MessagesScope } from '@/features/shell';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonVariants } from '@/components/button';
import { CharacterPicker, LevelList, LOYALTY_CLIENT_NAMESPACES, loyaltyInfoQuery, loyaltyQuestsQuery, LoyaltyStatus, QuestList, showsCharacters } from '@/features/loyalty';
import { ProfileFrame } from '@/features/profile';
import { EmptyState, LocalLink, optional, pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/loyalty'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('loyalty'), namespace: 'ProfileLoyaltyPage', noindex: true });
}

/** /profile/loyalty: the player's level, points, character, quests (loyalty/getquests) and the levels (loyalty/getinfo). */
async function ProfileLoyaltyPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const [t, info, quests] = await Promise.all([
    getTranslations('ProfileLoyaltyPage'),
    requiredSignedIn(client.fetchQuery(loyaltyInfoQuery(api)), paths.profile('loyalty')),
    optional(client.fetchQuery(loyaltyQuestsQuery(undefined, api)), []),
  ]);
  return (
    <MessagesScope namespaces={LOYALTY_CLIENT_NAMESPACES}>
      <ProfileFrame section="loyalty" title={t('title')}>
        {info.is_active ? (
          <>
            <LoyaltyStatus info={info} />
            {showsCharacters('profile-loyalty-pages') ? <CharacterPicker current={info.character} /> : null}
            {quests.length > 0 ? (
              <section aria-labelledby="quests-title" className="my-8">
                <h2 id="quests-title" className="mb-4 text-xl font-semibold">
                  {t('quests')}
                </h2>
                <QuestList quests={quests} />
              </section>
            ) : null}
            <LevelList levels={info.levels} current={info.level?.level} />
            <p className="mt-6">
              <LocalLink href={paths.loyaltyShop()} className={buttonVariants({ variant: 'outline' })}>
                {t('shop')}
              </LocalLink>
            </p>
          </>
        ) : (
          <EmptyState title={t('empty')} />
        )}
      </ProfileFrame>
    </MessagesScope>
  );
}

export default withFatalPages(ProfileLoyaltyPage);
