import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { UnsubscribeConfirm, type UnsubscribeLink } from '@/features/profile';
import { Link } from '@/components/link';
import { localeHref, pageMetadata, SystemActionLink } from '@/features/system';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/unsubscribe'>;

/** The title of what the page shows: the question for a link, "not valid" without one. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const link = linkOf(await searchParams);
  const t = await getTranslations({ locale, namespace: 'UnsubscribePage' });
  if (!link) return pageMetadata({ locale, path: paths.unsubscribe(), title: t('invalidLink.title'), description: t('invalidLink.description'), noindex: true });
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
 * without its uid and token says plainly that it is not valid (200, as /confirmation answers a
 * spent link), with the way to the notification settings and home: no error page, since nothing
 * broke. The one-click POST of RFC 8058 goes to /api/unsubscribe.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const link = linkOf(await searchParams);
  const t = await getTranslations('UnsubscribePage');
  if (!link) {
    return (
      <Container className="py-10">
        <section aria-labelledby="unsubscribe-invalid-title" className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
          <h1 id="unsubscribe-invalid-title" className="text-2xl font-semibold">
            {t('invalidLink.title')}
          </h1>
          <p className="text-(--muted)">{t('invalidLink.description')}</p>
          <SystemActionLink href={await localeHref(paths.profile('notification'))}>{t('invalidLink.settings')}</SystemActionLink>
          <Link href={await localeHref(paths.home())} className="text-sm font-medium underline underline-offset-4">
            {t('invalidLink.home')}
          </Link>
        </section>
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
