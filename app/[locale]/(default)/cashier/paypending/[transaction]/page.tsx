import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { PaymentStatusWatcher } from '@/features/cashier';
import { SystemPage, systemPageMetadata } from '@/features/system';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/paypending/[transaction]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, transaction } = await params;
  return systemPageMetadata('pay-pending', locale, paths.cashierResult('pending', transaction));
}

/** Cashier outcome of one transaction: the payment is being processed (a loader, no icon); moves on once it settles (SPEC §2 system page). */
export default async function CashierPayPendingTransactionPage({ params }: Props) {
  const { locale, transaction } = await params;
  setRequestLocale(locale);
  return (
    <Container>
      <SystemPage kind="pay-pending" transaction={transaction} />
      <PaymentStatusWatcher transaction={transaction} />
    </Container>
  );
}
