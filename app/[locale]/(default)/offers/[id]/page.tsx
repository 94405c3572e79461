import { MessagesScope } from '@/features/shell';
import { BONUS_MESSAGE_NAMESPACES } from '@/features/bonuses';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { isSignedIn, readAccount } from '@/features/account';
import { describeOffer, OfferAction, OfferDetails, offerQuery, PROMO_CODE_FORM_NAMESPACES } from '@/features/offers';
import { LocalLink, NotFoundAnswer, notFoundMetadata, optional, PageHeader, pageMetadata, required, withFatalPages } from '@/features/system';
import { fatalOutcomeOf } from '@/lib/errors';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { isNumericId, paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/offers/[id]'>;

// One request for generateMetadata and the page; null for an offer that does not exist (a 404
// rendered in place: see NotFoundAnswer), maintenance and the like still stop the page.
const loadOffer = cache(async (id: string) => {
  if (!isNumericId(id)) return null;
  const offer = makeQueryClient().fetchQuery(offerQuery(Number(id), createServerApi(await headers())));
  return required(offer.catch((error: unknown) => (fatalOutcomeOf(error).page === 'not-found' ? null : Promise.reject(error))));
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const offer = await loadOffer(id).catch(() => null);
  if (!offer) return notFoundMetadata(locale);
  const copy = describeOffer(offer);
  return pageMetadata({
    locale,
    path: paths.offer(id),
    namespace: 'OffersPage',
    image: copy.image,
    seo: { kind: 'offers', values: { title: copy.title, description: copy.summary } },
  });
}

/** /offers/{id}: one offer with its rewards (campaigns/getOffer); an unknown id is a 404. */
async function OfferPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const [t, offer, account] = await Promise.all([getTranslations('OfferPage'), loadOffer(id), optional(readAccount(createServerApi(await headers())), null)]);
  if (!offer) return <NotFoundAnswer />;
  const { title, summary } = describeOffer(offer);
  const signedIn = isSignedIn(account);
  // a player's promo-code offer renders its form, which words the code's refusals (§8)
  const namespaces = signedIn && offer.trigger?.action === 'promo_code' ? [...BONUS_MESSAGE_NAMESPACES, ...PROMO_CODE_FORM_NAMESPACES] : BONUS_MESSAGE_NAMESPACES;
  return (
    <MessagesScope namespaces={namespaces}>
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
          <OfferAction offer={offer} signedIn={signedIn} title={title} />
        </div>
      </Container>
    </MessagesScope>
  );
}

export default withFatalPages(OfferPage);
