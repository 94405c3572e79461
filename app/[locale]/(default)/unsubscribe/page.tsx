import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { redirectToSignIn, SystemPage, systemPageMetadata } from '@/features/system';
import { createServerApi, isApiError } from '@/lib/api';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/unsubscribe'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return systemPageMetadata('unsubscribe', locale, paths.unsubscribe());
}

/** The query of an e-mail's unsubscribe link, passed on as the platform's unsubscribe takes it. */
function linkParams(query: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
}

/**
 * /unsubscribe: the landing of an e-mail unsubscribe link. It unsubscribes and says so; a visitor
 * the platform does not know goes to sign in first (and comes back); any other failure is the error page.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const failure = await api.call('unsubscribe', linkParams(await searchParams)).then(
    () => null,
    (error: unknown) => error,
  );
  if (isApiError(failure) && failure.type === 'AuthorizationException') await redirectToSignIn(paths.unsubscribe());
  return (
    <Container>
      <SystemPage kind={failure ? 'error' : 'unsubscribe'} />
    </Container>
  );
}
