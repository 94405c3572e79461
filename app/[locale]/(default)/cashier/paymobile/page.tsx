import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { SystemPage, systemPageMetadata } from '@/features/system';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/paymobile'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return systemPageMetadata('pay-mobile', locale, paths.cashierResult('mobile'));
}

/** Cashier outcome: confirm the payment on the phone (SPEC §2 system page). */
export default async function CashierPayMobilePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <Container>
      <SystemPage kind="pay-mobile" />
    </Container>
  );
}
