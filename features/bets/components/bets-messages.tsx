import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/features/shell';

/** What the exports panel reads in the browser (the layout sends only the shell's namespaces). */
const NAMESPACES = ['BetHistory', 'BetExports'];

export async function BetsMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, NAMESPACES)}>{children}</NextIntlClientProvider>;
}
