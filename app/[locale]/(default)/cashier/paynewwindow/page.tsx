import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { SystemPage, systemPageMetadata } from '@/features/system';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/paynewwindow'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return systemPageMetadata('pay-new-window', locale, paths.cashierResult('new-window'));
}

/** Cashier outcome: the payment continues in a new window (SPEC §2 system page). */
export default async function CashierPayNewwindowPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <Container>
      <SystemPage kind="pay-new-window" />
    </Container>
  );
}
