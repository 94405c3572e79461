'use client';

import type { ComponentProps } from 'react';
import { SupportChat } from '@/features/support-chat';
import { AppUpdates } from './app-updates';
import { TelegramApp } from './telegram-app';

export type AppMountsProps = { telegram: ComponentProps<typeof TelegramApp>; chat: ComponentProps<typeof SupportChat> };

/** The app's mounts around every page: service worker and new-version check, Telegram, the support chat's trigger. */
export default function LazyMounts({ telegram, chat }: AppMountsProps) {
  return (
    <>
      <AppUpdates />
      <TelegramApp {...telegram} />
      <SupportChat {...chat} />
    </>
  );
}
