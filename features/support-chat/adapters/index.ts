import type { ChatProviderName } from '@/lib/contract';
import type { ChatAdapter } from '../types';
import { betunlimAdapter } from './betunlim';
import { comm100Adapter } from './comm100';
import { demoAdapter } from './demo';
import { freshChatAdapter } from './freshchat';
import { jivoAdapter } from './jivo';
import { liveChatAdapter } from './livechat';
import { liveTexAdapter } from './livetex';
import { verboxAdapter } from './verbox';

export const ADAPTERS: Record<ChatProviderName, ChatAdapter> = {
  jivoSite: jivoAdapter,
  liveChat: liveChatAdapter,
  freshChat: freshChatAdapter,
  live_tex: liveTexAdapter,
  verbox: verboxAdapter,
  comm100: comm100Adapter,
  betunlim: betunlimAdapter,
  demo: demoAdapter,
};
