import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { isSignedIn, readAccount } from '@/features/account';
import { loyaltyInfoQuery, loyaltyProductsQuery, Shop } from '@/features/loyalty';
import { EmptyState, LocalLink, optional, PageHeader, pageMetadata, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/loyalty/shop'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.loyaltyShop(), namespace: 'LoyaltyShopPage' });
}

/** /loyalty/shop: products to buy with spendable loyalty points (loyalty/getproducts, buyproduct). */
async function LoyaltyShopPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const account = await optional(readAccount(api), null);
  const [t, products, info] = await Promise.all([
    getTranslations('LoyaltyShopPage'),
    optional(client.fetchQuery(loyaltyProductsQuery(api)), []),
    isSignedIn(account) ? optional(client.fetchQuery(loyaltyInfoQuery(api)), null) : null,
  ]);
  return (
    <Container className="py-6 md:py-8">
      <PageHeader
        title={t('title')}
        description={t('description')}
        eyebrow={
          <LocalLink href={paths.loyalty()} className="hover:underline">
            {t('back')}
          </LocalLink>
        }
      />
      {products.length > 0 ? (
        <Shop products={products} points={info?.points ?? null} level={info?.level?.level ?? null} alias={info?.pointsAlias ?? t('points')} />
      ) : (
        <EmptyState title={t('empty')} />
      )}
    </Container>
  );
}

export default withFatalPages(LoyaltyShopPage);
