import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { depositResultMetadata, depositResultShown, PaymentStatusWatcher } from '@/features/cashier';
import { NotFoundAnswer, SystemPage } from '@/features/system';

type Props = PageProps<'/[locale]/cashier/paypending/[transaction]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, transaction } = await params;
  return depositResultMetadata('pending', locale, transaction);
}

/** Cashier outcome of one transaction: the payment is being processed (a loader, no icon); moves on once it settles (SPEC §2 system page). */
export default async function CashierPayPendingTransactionPage({ params }: Props) {
  const { locale, transaction } = await params;
  setRequestLocale(locale);
  // the deposit's own outcome decides, not the URL: another player's or no deposit is a 404
  if ((await depositResultShown('pending', transaction)) === 'not-found') return <NotFoundAnswer />;
  return (
    <Container>
      <SystemPage kind="pay-pending" transaction={transaction} />
      <PaymentStatusWatcher transaction={transaction} />
    </Container>
  );
}
