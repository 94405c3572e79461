import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { SystemPage, systemPageMetadata } from '@/features/system';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/paycancel'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return systemPageMetadata('pay-cancel', locale, paths.cashierResult('cancel'));
}

/** Cashier outcome: the payment was cancelled (SPEC §2 system page). */
export default async function CashierPayCancelPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <Container>
      <SystemPage kind="pay-cancel" />
    </Container>
  );
}
