import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { pickMessages } from '@/features/shell';
import { ChatButton, ContactForm, SUPPORT_CLIENT_NAMESPACES } from '@/features/support-chat';
import { EmptyState, LocalLink, optional, PageHeader, pageMetadata, Section } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/support'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.support(), namespace: 'SupportPage' });
}

/** /support: the chat button (when a provider is configured), the contact form and the CMS help pages. */
export default async function SupportPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers(), { locale });
  const [t, tContact, cms, messages, settings] = await Promise.all([
    getTranslations('SupportPage'),
    getTranslations('SupportContact'),
    getCmsConfig(locale),
    getMessages(),
    optional(api.call('support/getsettings'), { chat: null }),
  ]);
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('description')} />
      <NextIntlClientProvider messages={pickMessages(messages, SUPPORT_CLIENT_NAMESPACES)}>
        {settings.chat ? (
          <Section id="chat" title={tContact('chatTitle')}>
            <p className="mb-3 text-sm text-(--muted)">{tContact('chatText')}</p>
            <ChatButton />
          </Section>
        ) : null}
        <Section id="contact" title={tContact('formTitle')}>
          <ContactForm />
        </Section>
      </NextIntlClientProvider>
      <Section id="help" title={t('help')}>
        {cms.pages.length > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {cms.pages.map((page) => (
              <li key={page.slug}>
                <LocalLink href={paths.page(page.slug)} className="block h-full rounded-xl bg-(--surface) p-4 hover:bg-(--surface-2)">
                  <span className="font-medium">{page.title}</span>
                  {page.description ? <span className="mt-1 block text-sm text-(--muted)">{page.description}</span> : null}
                </LocalLink>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('noHelp')} />
        )}
      </Section>
    </Container>
  );
}
