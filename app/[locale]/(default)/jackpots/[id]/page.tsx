import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { Container } from '@/components/container';
import { JackpotCard, jackpotsQuery, jackpotWinnersQuery, JackpotWins } from '@/features/jackpots';
import { LocalLink, optional, PageHeader, pageMetadata, required, Section, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { isNumericId, paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/jackpots/[id]'>;

// Jackpots/get lists them all; the page picks its own. One request for metadata and page.
const loadJackpot = cache(async (id: string) => {
  if (!isNumericId(id)) return null;
  const jackpots = await required(makeQueryClient().fetchQuery(jackpotsQuery(createServerApi(await headers()))));
  return jackpots.find((j) => j.id === Number(id)) ?? null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const jackpot = await loadJackpot(id).catch(() => null);
  return pageMetadata({ locale, path: paths.jackpot(id), namespace: 'JackpotsPage', seo: jackpot ? { kind: 'jackpots', values: { title: jackpot.name } } : undefined });
}

/** /jackpots/{id}: one jackpot's amount and the recent jackpot wins; an unknown id is a 404. */
async function JackpotPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const jackpot = await loadJackpot(id);
  if (!jackpot) notFound();
  const api = createServerApi(await headers());
  const [t, wins] = await Promise.all([getTranslations('JackpotPage'), optional(makeQueryClient().fetchQuery(jackpotWinnersQuery(api)), [])]);
  const own = wins.filter((w) => w.jackpot === undefined || String(w.jackpot) === id || w.jackpot === jackpot.sysname);
  return (
    <Container className="py-6 md:py-8">
      <PageHeader
        title={jackpot.name}
        eyebrow={
          <LocalLink href={paths.jackpots()} className="hover:underline">
            {t('back')}
          </LocalLink>
        }
      />
      <div className="mb-8 max-w-md">
        <JackpotCard jackpot={jackpot} linked={false} />
      </div>
      <Section id="wins" title={t('wins')}>
        <JackpotWins wins={own} />
      </Section>
    </Container>
  );
}

export default withFatalPages(JackpotPage);
