import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages, SHELL_MESSAGE_NAMESPACES } from '@/features/shell';

const NAMESPACES = [...SHELL_MESSAGE_NAMESPACES, 'CashierForms', 'Validation', 'HeaderBalance'];

/** The messages the cashier's client forms read, around them (the layout passes only the shell's). */
export async function CashierMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, NAMESPACES)}>{children}</NextIntlClientProvider>;
}
