import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/features/shell';

/** What the cashier's client forms read (their own texts and the §5 dictionary). */
// Bonuses: the deposit form's offer choice and the withdraw form's burn-bonuses confirm; AgeGate: the UK pack's prompt before a deposit
const NAMESPACES = ['CashierForms', 'Validation', 'Bonuses', 'AgeGate'];

/** The messages of the cashier's client forms, around them (the layout sends the browser only the shell's). */
export async function CashierMessages({ children, namespaces = NAMESPACES }: { children: ReactNode; namespaces?: readonly string[] }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
