import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { Container } from '@/components/container';
import { loyaltyProgramQuery } from '@/features/loyalty';
import { LocalLink, PageHeader, pageMetadata, readList, readText, required, Section, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { isValidSysname, paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/loyalty/[sysname]'>;

const loadProgram = cache(async (sysname: string) =>
  isValidSysname(sysname) ? required(makeQueryClient().fetchQuery(loyaltyProgramQuery(sysname, createServerApi(await headers())))) : null,
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, sysname } = await params;
  const program = await loadProgram(sysname).catch(() => null);
  return pageMetadata({ locale, path: paths.loyaltyProgram(sysname), namespace: 'LoyaltyProgramPage', values: { name: readText(program ?? undefined, 'title', 'name') ?? sysname } });
}

/** /loyalty/{sysname}: one loyalty programme and its levels (loyalty/getProgram); unknown → 404. */
async function LoyaltyProgramPage({ params }: Props) {
  const { locale, sysname } = await params;
  setRequestLocale(locale);
  const program = await loadProgram(sysname);
  if (!program) notFound();
  const t = await getTranslations('LoyaltyProgramPage');
  const levels = readList(program.levels);
  return (
    <Container className="py-6 md:py-8">
      <PageHeader
        title={readText(program, 'title', 'name') ?? sysname}
        description={readText(program, 'description', 'summary')}
        eyebrow={
          <LocalLink href={paths.loyalty()} className="hover:underline">
            {t('back')}
          </LocalLink>
        }
      />
      {levels.length > 0 ? (
        <Section id="levels" title={t('levels')}>
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {levels.map((level, i) => (
              <li key={readText(level, 'id', 'sysname') ?? i} className="rounded-xl bg-(--surface) p-4">
                <span className="font-semibold">{readText(level, 'title', 'name') ?? i + 1}</span>
                {readText(level, 'description') ? <p className="mt-1 text-sm text-(--muted)">{readText(level, 'description')}</p> : null}
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
    </Container>
  );
}

export default withFatalPages(LoyaltyProgramPage);
