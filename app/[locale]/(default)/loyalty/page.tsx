import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonVariants } from '@/components/button';
import { Container } from '@/components/container';
import { isSignedIn, readAccount } from '@/features/account';
import { CharacterPicker, LevelList, loyaltyInfoQuery, loyaltyProgramsQuery, loyaltyQuestsQuery, LoyaltyStatus, ProgramList, QuestList, showsCharacters } from '@/features/loyalty';
import { EmptyState, LocalLink, optional, PageHeader, pageMetadata, Section, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/loyalty'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.loyalty(), namespace: 'LoyaltyPage' });
}

/** /loyalty: the player's level, points and character (signed in), the quests (with progress when signed in), the levels, the programmes and the way to the shop. */
async function LoyaltyPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const requestHeaders = await headers();
  const api = createServerApi(requestHeaders);
  const client = makeQueryClient();
  const account = await optional(readAccount(api), null);
  const signedIn = isSignedIn(account);
  const [t, info, programs, quests] = await Promise.all([
    getTranslations('LoyaltyPage'),
    signedIn ? optional(client.fetchQuery(loyaltyInfoQuery(api)), null) : null,
    optional(client.fetchQuery(loyaltyProgramsQuery(api)), []),
    optional(client.fetchQuery(loyaltyQuestsQuery(undefined, api)), []),
  ]);
  const levels = info?.levels ?? programs[0]?.levels ?? [];
  return (
    <Container className="py-6 md:py-8">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <LocalLink href={paths.loyaltyShop()} className={buttonVariants({ variant: 'outline' })}>
            {t('shop')}
          </LocalLink>
        }
      />
      {info ? <LoyaltyStatus info={info} /> : null}
      {info && showsCharacters('loyalty-page') ? <CharacterPicker current={info.character} /> : null}
      {quests.length > 0 ? (
        <Section id="quests" title={t('quests')}>
          <QuestList quests={quests} />
        </Section>
      ) : null}
      {levels.length > 0 ? (
        <Section id="levels" title={t('levels')}>
          <LevelList levels={levels} current={info?.level?.level} />
        </Section>
      ) : null}
      <Section id="programs" title={t('programs')}>
        {programs.length > 0 ? <ProgramList programs={programs} /> : <EmptyState title={t('empty')} />}
      </Section>
    </Container>
  );
}

export default withFatalPages(LoyaltyPage);
