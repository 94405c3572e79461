import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { FollowBackUrl } from '@/features/shell';
import { SystemPage, systemPageMetadata } from '@/features/system';
import { env, listOf } from '@/lib/config';
import { BACK_URL_PAY_SUCCESS_KEY, paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/paysuccess'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return systemPageMetadata('pay-success', locale, paths.cashierResult('success'));
}

/** Cashier outcome: the payment went through (SPEC §2 system page). */
export default async function CashierPaySuccessPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <Container>
      <SystemPage kind="pay-success" />
      <FollowBackUrl storageKey={BACK_URL_PAY_SUCCESS_KEY} allowlist={listOf(env().REDIRECT_ALLOWLIST)} />
    </Container>
  );
}
