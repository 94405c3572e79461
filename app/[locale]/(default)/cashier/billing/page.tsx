import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { localeHref } from '@/features/system';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/billing'>;

/** /cashier/billing always leads to the deposit index (SPEC §2); the proxy answers 308 before this runs. */
export default async function CashierBillingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  redirect(await localeHref(paths.cashierDeposit(), locale));
}
