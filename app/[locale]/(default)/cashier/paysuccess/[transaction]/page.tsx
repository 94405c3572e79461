import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { depositResultMetadata, depositResultShown } from '@/features/cashier';
import { FollowBackUrl } from '@/features/shell';
import { NotFoundAnswer, SystemPage } from '@/features/system';
import { env, listOf } from '@/lib/config';
import { BACK_URL_PAY_SUCCESS_KEY } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/paysuccess/[transaction]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, transaction } = await params;
  return depositResultMetadata('success', locale, transaction);
}

/** Cashier outcome of one transaction: the payment went through (SPEC §2 system page). */
export default async function CashierPaySuccessTransactionPage({ params }: Props) {
  const { locale, transaction } = await params;
  setRequestLocale(locale);
  // the deposit's own outcome decides, not the URL: another player's or no deposit is a 404
  if ((await depositResultShown('success', transaction)) === 'not-found') return <NotFoundAnswer />;
  return (
    <Container>
      <SystemPage kind="pay-success" transaction={transaction} />
      <FollowBackUrl storageKey={BACK_URL_PAY_SUCCESS_KEY} allowlist={listOf(env().REDIRECT_ALLOWLIST)} />
    </Container>
  );
}
