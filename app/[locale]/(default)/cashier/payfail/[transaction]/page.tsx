import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { depositResultMetadata, depositResultShown } from '@/features/cashier';
import { NotFoundAnswer, SystemPage } from '@/features/system';

type Props = PageProps<'/[locale]/cashier/payfail/[transaction]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, transaction } = await params;
  return depositResultMetadata('fail', locale, transaction);
}

/** Cashier outcome of one transaction: the payment failed (SPEC §2 system page). */
export default async function CashierPayFailTransactionPage({ params }: Props) {
  const { locale, transaction } = await params;
  setRequestLocale(locale);
  // the deposit's own outcome decides, not the URL: another player's or no deposit is a 404
  if ((await depositResultShown('fail', transaction)) === 'not-found') return <NotFoundAnswer />;
  return (
    <Container>
      <SystemPage kind="pay-fail" transaction={transaction} />
    </Container>
  );
}
