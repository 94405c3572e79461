import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { SystemPage, systemPageMetadata } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/unsubscribe'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return systemPageMetadata('unsubscribe', locale, paths.unsubscribe());
}

/** The query of an e-mail's unsubscribe link, as the platform's unsubscribe call takes it. */
function linkParams(query: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
}

/** /unsubscribe: the landing of an e-mail unsubscribe link; unsubscribes, then says so (or that it failed). */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const done = await api.call('unsubscribe', linkParams(await searchParams)).then(
    () => true,
    () => false,
  );
  return (
    <Container>
      <SystemPage kind={done ? 'unsubscribe' : 'error'} />
    </Container>
  );
}
