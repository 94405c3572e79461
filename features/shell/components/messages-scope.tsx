import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '../messages';
import { ExtraMessages } from './lazy-messages';

/**
 * A page's own client namespaces on top of the layout's: the layout sends every page the shell's
 * few, and a page whose client components read more (the wheel, a tournament's live board, the
 * loyalty levels) names them here, so no other page carries them. Server component.
 */
export async function MessagesScope({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  return <ExtraMessages messages={pickMessages(messages, namespaces)}>{children}</ExtraMessages>;
}
