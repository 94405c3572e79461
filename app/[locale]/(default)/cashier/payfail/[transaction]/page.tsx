import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { SystemPage, systemPageMetadata } from '@/features/system';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/payfail/[transaction]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, transaction } = await params;
  return systemPageMetadata('pay-fail', locale, paths.cashierResult('fail', transaction));
}

/** Cashier outcome of one transaction: the payment failed (SPEC §2 system page). */
export default async function CashierPayFailTransactionPage({ params }: Props) {
  const { locale, transaction } = await params;
  setRequestLocale(locale);
  return (
    <Container>
      <SystemPage kind="pay-fail" transaction={transaction} />
    </Container>
  );
}
