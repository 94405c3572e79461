import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { UnsubscribeConfirm, type UnsubscribeLink } from '@/features/profile';
import { localeHref, pageMetadata, SystemPage, systemPageMetadata } from '@/features/system';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/unsubscribe'>;

/** The title of what the page shows: the question for a link, the error page without one. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const link = linkOf(await searchParams);
  if (!link) return systemPageMetadata('error', locale, paths.unsubscribe());
  const t = await getTranslations({ locale, namespace: 'UnsubscribePage' });
  return pageMetadata({ locale, path: paths.unsubscribe(), title: t('title'), description: t(`description.${link.channel}`), noindex: true });
}

/** The query of an e-mail's unsubscribe link (uid, token, channel), or null when it is not one. */
function linkOf(query: Record<string, string | string[] | undefined>): UnsubscribeLink | null {
  const one = (key: string) => (typeof query[key] === 'string' ? query[key] : '');
  const uid = Number(one('uid'));
  const token = one('token');
  if (!Number.isSafeInteger(uid) || uid < 1 || !token || token.length > 128) return null;
  return { uid, token, channel: one('channel') === 'phone' ? 'phone' : 'email' };
}

/**
 * /unsubscribe: the landing of an e-mail's unsubscribe link. Opening it changes nothing (mail
 * scanners open links): it says what will happen and the player's click unsubscribes. A link
 * without its uid and token is the error page, saying the link is not valid. The one-click POST of RFC 8058 goes to /api/unsubscribe.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const link = linkOf(await searchParams);
  const t = await getTranslations('UnsubscribePage');
  if (!link) {
    // says what is wrong with the link, as a tampered one does after the click
    return (
      <Container>
        <SystemPage kind="error" detail={t('invalid')} />
      </Container>
    );
  }
  const done = await getTranslations('SystemPages.unsubscribe');
  return (
    <Container>
      <UnsubscribeConfirm
        link={link}
        homeHref={await localeHref('/')}
        texts={{
          ask: { title: t('title'), description: t(`description.${link.channel}`), button: t('button') },
          done: { title: done('title'), description: done('description'), button: done('button') },
          invalid: t('invalid'),
          failed: t('failed'),
        }}
      />
    </Container>
  );
}
