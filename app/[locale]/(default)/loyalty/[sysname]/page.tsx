import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { Container } from '@/components/container';
import { LevelList, loyaltyProgramQuery, programText } from '@/features/loyalty';
import { LocalLink, NotFoundAnswer, notFoundMetadata, PageHeader, pageMetadata, Section, withFatalPages } from '@/features/system';
import { createServerApi, isApiError } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { isValidSysname, paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/loyalty/[sysname]'>;

// An unknown programme answers InvalidParameter: a 404 here.
const loadProgram = cache(async (sysname: string) => {
  if (!isValidSysname(sysname)) return null;
  try {
    return await makeQueryClient().fetchQuery(loyaltyProgramQuery(sysname, createServerApi(await headers())));
  } catch (error) {
    if (isApiError(error) && error.type === 'InvalidParameterException') return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, sysname } = await params;
  const program = await loadProgram(sysname).catch(() => null);
  if (!program) return notFoundMetadata(locale);
  return pageMetadata({ locale, path: paths.loyaltyProgram(sysname), namespace: 'LoyaltyProgramPage', values: { name: program.title } });
}

/** /loyalty/{sysname}: one loyalty programme and its levels (loyalty/getProgram); unknown → 404. */
async function LoyaltyProgramPage({ params }: Props) {
  const { locale, sysname } = await params;
  setRequestLocale(locale);
  const program = await loadProgram(sysname);
  if (!program) return <NotFoundAnswer />;
  const t = await getTranslations('LoyaltyProgramPage');
  return (
    <Container className="py-6 md:py-8">
      <PageHeader
        title={program.title}
        description={programText(program)}
        eyebrow={
          <LocalLink href={paths.loyalty()} className="hover:underline">
            {t('back')}
          </LocalLink>
        }
      />
      {program.levels.length > 0 ? (
        <Section id="levels" title={t('levels')}>
          <LevelList levels={program.levels} />
        </Section>
      ) : null}
    </Container>
  );
}

export default withFatalPages(LoyaltyProgramPage);
