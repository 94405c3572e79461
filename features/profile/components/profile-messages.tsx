import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/features/shell';

/** What the profile's client forms read: their own texts and the §5 dictionary. */
export const PROFILE_CLIENT_NAMESPACES = ['ProfileForms', 'Validation', 'PasswordInput'] as const;

/** The messages of the profile's client forms, around them (the layout sends the browser only the shell's). */
export async function ProfileMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, PROFILE_CLIENT_NAMESPACES)}>{children}</NextIntlClientProvider>;
}
