import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonVariants } from '@/components/button';
import { Container } from '@/components/container';
import { loyaltyInfoQuery, loyaltyProgramsQuery, LoyaltyStatus, ProgramList } from '@/features/loyalty';
import { EmptyState, LocalLink, optional, PageHeader, pageMetadata, Section, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/loyalty'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.loyalty(), namespace: 'LoyaltyPage' });
}

/** /loyalty: the player's points (signed in), the programmes (loyalty/getPrograms) and the way to the shop. */
async function LoyaltyPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const [t, info, programs] = await Promise.all([
    getTranslations('LoyaltyPage'),
    optional(client.fetchQuery(loyaltyInfoQuery(api)), null),
    optional(client.fetchQuery(loyaltyProgramsQuery(api)), []),
  ]);
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
      <Section id="programs" title={t('programs')}>
        {programs.length > 0 ? <ProgramList programs={programs} /> : <EmptyState title={t('empty')} />}
      </Section>
    </Container>
  );
}

export default withFatalPages(LoyaltyPage);
