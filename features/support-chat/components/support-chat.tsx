'use client';

import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { useAccountUid } from '@/features/account';
import { setChatContext, startChatNow } from '../context';
import { onFirstInteraction } from '../trigger';

type Props = {
  /** The visitor's uid (0: a visitor); a change after sign-in, registration or sign-out updates the chat. Absent on a player shell: the browser's account. */
  uid?: number;
  /** Locale codes of the site, to read route names from prefixed paths. */
  locales: readonly string[];
  /** Non-secret session reference handed to live_tex. */
  sessionRef?: string;
};

/**
 * Mounts the support chat: nothing is loaded with the page; the first scroll, click, mouse move,
 * key press, touch or focus (else 1 s after load, when idle) loads the provider the settings name.
 */
export function SupportChat({ uid: knownUid, locales, sessionRef = '' }: Props) {
  const pathname = usePathname();
  const uid = useAccountUid(knownUid);
  const locale = useLocale();
  useEffect(() => setChatContext({ uid, locale, locales, sessionRef, pathname }), [uid, locale, locales, sessionRef, pathname]);
  useEffect(() => onFirstInteraction(() => void startChatNow()), []);
  return null;
}
