import { MessagesScope } from '@/features/shell';
import { BONUS_MESSAGE_NAMESPACES } from '@/features/bonuses';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { isSignedIn, readAccount } from '@/features/account';
import { describeOffer, OfferAction, OfferDetails, offerQuery } from '@/features/offers';
import { LocalLink, optional, PageHeader, pageMetadata, required, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { isNumericId, paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/offers/[id]'>;

// One request for generateMetadata and the page.
const loadOffer = cache(async (id: string) => {
  if (!isNumericId(id)) notFound();
  return required(makeQueryClient().fetchQuery(offerQuery(Number(id), createServerApi(await headers()))));
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const offer = await loadOffer(id).catch(() => null);
  const copy = offer ? describeOffer(offer) : null;
  return pageMetadata({
    locale,
    path: paths.offer(id),
    namespace: 'OffersPage',
    image: copy?.image,
    seo: copy ? { kind: 'offers', values: { title: copy.title, description: copy.summary } } : undefined,
  });
}

/** /offers/{id}: one offer with its rewards (campaigns/getOffer); an unknown id is a 404. */
async function OfferPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const [t, offer, account] = await Promise.all([getTranslations('OfferPage'), loadOffer(id), optional(readAccount(createServerApi(await headers())), null)]);
  const { title, summary } = describeOffer(offer);
  return (
    <MessagesScope namespaces={BONUS_MESSAGE_NAMESPACES}>
      <Container className="py-6 md:py-8">
        <PageHeader
          title={title}
          description={summary}
          eyebrow={
            <LocalLink href={paths.offers()} className="hover:underline">
              {t('back')}
            </LocalLink>
          }
        />
        <div className="flex flex-col gap-6">
          <OfferDetails offer={offer} />
          <OfferAction offer={offer} signedIn={isSignedIn(account)} title={title} />
        </div>
      </Container>
    </MessagesScope>
  );
}

export default withFatalPages(OfferPage);
