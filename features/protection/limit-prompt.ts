'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { DIALOG_PRIORITY, registerDialog, useDialogStore } from '@/features/shell';
import { lazyBrowserApi, type Api } from '@/lib/api';
import type { LimitPromptDialogProps } from './components/limit-prompt-dialog';

export const LIMIT_PROMPT_DIALOG_ID = 'limit-prompt';

// Lazy: the prompt's code loads only when a rule pack asks for it.
const LimitPromptDialog = dynamic(() => import('./components/limit-prompt-dialog').then((m) => m.LimitPromptDialog));

/**
 * The rule pack's limit prompt, asked once: at sign-up (UK, DE: after the registration's own
 * follow-ups, confirm e-mail and cashback, before campaign popups), or at the first deposit (the
 * product's default, NL, MGA: when the deposit form opens and no deposit was made yet). A moment
 * the pack does not ask at queues nothing. Failures are silent: the centre offers the same limits.
 */
export async function queueLimitPrompt(moment: 'registration' | 'first_deposit', api: Api = lazyBrowserApi): Promise<void> {
  try {
    const status = await api.call('protection/getStatus', {}, { signal: AbortSignal.timeout(3000) });
    if (!status.limit_prompt || status.pack.limit_prompt !== moment) return;
    registerDialog<LimitPromptDialogProps>(LIMIT_PROMPT_DIALOG_ID, LimitPromptDialog, { namespaces: ['LimitPrompt'] });
    const deposit = status.limits.find((l) => l.kind === 'deposit');
    const mandatory = status.pack.monthly_deposit_cap !== null;
    const props: LimitPromptDialogProps = { currency: deposit?.currency ?? 'USD', mandatory, monthlyCapEur: status.pack.monthly_deposit_cap };
    useDialogStore.getState().queue(LIMIT_PROMPT_DIALOG_ID, props, { preventClose: mandatory, priority: DIALOG_PRIORITY.unseenCashback + 1 });
  } catch {
    // not asked this time; the centre has the limits
  }
}

/** The deposit form's call: the limit prompt of packs that ask before the first deposit (the platform knows whether one was made). */
export function useFirstDepositLimitPrompt(): void {
  useEffect(() => {
    void queueLimitPrompt('first_deposit');
  }, []);
}
