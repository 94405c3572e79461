import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/features/shell';

/** The game frame's texts (and the session clock's and reality check's) for the browser (the layout sends only the shell's namespaces). */
export async function PlayMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, ['GameFrame', 'PlaySession', 'Dialog', 'AgeGate'])}>{children}</NextIntlClientProvider>;
}
