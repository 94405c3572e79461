import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { localeHref, pageMetadata, SystemActionLink, SystemPageView } from '@/features/system';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/confirmation/success'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.confirmationSuccess(), namespace: 'ConfirmationSuccessPage', noindex: true });
}

/** /confirmation/success: the contact is confirmed; on to the game hall. */
export default async function ConfirmationSuccessPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('ConfirmationSuccessPage');
  return (
    <Container>
      <SystemPageView
        kind="pay-success"
        title={t('title')}
        description={t('description')}
        actions={<SystemActionLink href={await localeHref(paths.gamehall())}>{t('button')}</SystemActionLink>}
      />
    </Container>
  );
}
