import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { SystemPage, systemPageMetadata } from '@/features/system';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/paypending'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return systemPageMetadata('pay-pending', locale, paths.cashierResult('pending'));
}

/** Cashier outcome: the payment is being processed (a loader, no icon) (SPEC §2 system page). */
export default async function CashierPayPendingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <Container>
      <SystemPage kind="pay-pending" />
    </Container>
  );
}
