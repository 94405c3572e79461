'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from '@/components/link';
import { useAccount } from '@/features/account';
import { EmptyState, useLocalize } from '@/features/system';
import { depositMethodsQuery, historyQuery } from '../api';
import { registrationHintNow } from '../registration-hint';
import { PaymentMethodCards, type MethodLink, type PaymentMethodCardsProps } from './payment-method-cards';
import { RegistrationHintBanner } from './registration-hint-banner';

type Props = Pick<PaymentMethodCardsProps, 'display'> & {
  /** CMS cashier regHintConfig.showRegHint */
  regHint: boolean;
  /** The page's texts: no methods, methods not read. */
  labels: { empty: string; failed: string };
};

/** A deposit method's link in the page's locale. */
const LocalizedLink: MethodLink = ({ href, ...rest }) => <Link href={useLocalize()(href)} {...rest} />;

/**
 * The deposit page's content on a player shell (docs/decisions/0011): the page's HTML is the same
 * for every player, so the player's methods (getdepositsettings), currency and registration hint
 * come from the browser, as the page's server render shows them for a player it knows. Until they
 * come, placeholder cards of the list's size hold the place.
 */
export function DepositMethodsShell({ display, regHint, labels }: Props) {
  const { data: account } = useAccount();
  const methods = useQuery(depositMethodsQuery());
  const hintLeft = useRegistrationHint(regHint ? account?.reg_time : undefined);

  // The list's usual room (six cards) is kept from the first paint: the footer does not move when the cards come.
  const room = 'min-h-[37rem] sm:min-h-[18rem] lg:min-h-[12rem]';
  if (methods.isError) return <EmptyState title={labels.failed} />;
  if (!methods.data || !account) {
    return (
      <ul className={`grid content-start gap-3 sm:grid-cols-2 lg:grid-cols-3 ${room}`} aria-busy="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <li key={i} className="h-[5.5rem] animate-pulse rounded-xl border border-(--border) bg-(--surface)" />
        ))}
      </ul>
    );
  }
  return (
    <div className={room}>
      <RegistrationHintBanner leftMs={hintLeft} />
      {methods.data.length > 0 ? (
        <PaymentMethodCards methods={methods.data} kind="deposit" display={display} currency={account.balance_main.currency} Link={LocalizedLink} />
      ) : (
        <EmptyState title={labels.empty} />
      )}
    </div>
  );
}

/** The registration hint's time left (SPEC §4), counted as the server does: deposits asked only while its window is open. */
function useRegistrationHint(regTime: string | null | undefined): number {
  const queryClient = useQueryClient();
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!regTime) return;
    let live = true;
    void registrationHintNow(regTime, async () => (await queryClient.fetchQuery(historyQuery(1, 'deposit'))).total).then((ms) => {
      if (live) setLeft(ms);
    });
    return () => {
      live = false;
    };
  }, [regTime, queryClient]);
  return left;
}
