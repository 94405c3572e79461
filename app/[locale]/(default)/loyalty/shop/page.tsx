import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { loyaltyProductsQuery, ProductGrid } from '@/features/loyalty';
import { EmptyState, optional, PageHeader, pageMetadata, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/loyalty/shop'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.loyaltyShop(), namespace: 'LoyaltyShopPage' });
}

/** /loyalty/shop: products to buy with loyalty points (loyalty/getproducts). */
async function LoyaltyShopPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, products] = await Promise.all([getTranslations('LoyaltyShopPage'), optional(makeQueryClient().fetchQuery(loyaltyProductsQuery(api)), [])]);
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('description')} />
      {products.length > 0 ? <ProductGrid products={products} /> : <EmptyState title={t('empty')} />}
    </Container>
  );
}

export default withFatalPages(LoyaltyShopPage);
