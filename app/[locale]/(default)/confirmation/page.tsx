import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { localeHref, pageMetadata, SystemActionLink, SystemPageView } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/confirmation'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.confirmation(), namespace: 'ConfirmationPage', noindex: true });
}

/**
 * /confirmation: the landing of a contact-confirmation link. With ?contact=…&code=… it confirms
 * (confirmContact answers 1 on success) and goes on to /confirmation/success; otherwise it explains.
 */
export default async function ConfirmationPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { contact, code } = await searchParams;
  if (typeof contact === 'string' && typeof code === 'string' && contact && code) {
    const api = createServerApi(await headers());
    const answer = await api.call('confirmContact', { contact, code }).catch(() => null);
    if (answer === 1) redirect(await localeHref(paths.confirmationSuccess()));
    // a wrong, spent, expired or replaced link: say so and point to where a new one can be asked for
    const failed = await getTranslations('ConfirmationPage.failed');
    return (
      <Container>
        <SystemPageView
          kind="error"
          title={failed('title')}
          description={failed('description')}
          actions={<SystemActionLink href={await localeHref(paths.profileSettings())}>{failed('button')}</SystemActionLink>}
        />
      </Container>
    );
  }
  const t = await getTranslations('ConfirmationPage');
  return (
    <Container className="py-10">
      <section aria-labelledby="confirmation-title" className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
        <h1 id="confirmation-title" className="text-2xl font-semibold">
          {t('title')}
        </h1>
        <p className="text-(--muted)">{t('description')}</p>
        <SystemActionLink href={await localeHref(paths.profileSettings())}>{t('button')}</SystemActionLink>
      </section>
    </Container>
  );
}
