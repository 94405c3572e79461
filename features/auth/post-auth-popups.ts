import { DIALOG_PRIORITY, useDialogStore } from '@/features/shell';
import { browserApi, type Api } from '@/lib/api';
import { CONFIRM_EMAIL_DIALOG_ID, pickUnseenCashback, UNSEEN_CASHBACK_DIALOG_ID, UNSEEN_CASHBACK_QUERY } from './after-auth';
import { EMAIL_RESEND_S, SEEN_CASHBACK_STORAGE_KEY, type AuthConfig } from './config';

/** How long the unseen-cashback check may hold the way to the next page. */
const CHECK_TIMEOUT_MS = 3000;

/** Queues the confirm-email dialog for `email`; a link has just gone out, so "Send again" waits the resend time. */
export function queueConfirmEmail(email: string, now = Date.now(), resendSeconds = EMAIL_RESEND_S) {
  useDialogStore.getState().queue(CONFIRM_EMAIL_DIALOG_ID, { email, resendUntil: now + resendSeconds * 1000, resendSeconds }, { type: 'confirm', priority: DIALOG_PRIORITY.confirmEmail });
}

/** The platform's resend time (general info `resend_time`), EMAIL_RESEND_S when it does not say or does not answer in time. */
async function resendTime(api: Api, signal: AbortSignal = AbortSignal.timeout(CHECK_TIMEOUT_MS)): Promise<number> {
  try {
    const info = await api.call('metadata/getgeneralinfo', {}, { signal });
    return typeof info.resend_time === 'number' && info.resend_time > 0 ? info.resend_time : EMAIL_RESEND_S;
  } catch {
    return EMAIL_RESEND_S;
  }
}

/**
 * §4/§9 unseen cashback: the newest active cashback (one item) against the last-seen id kept in the
 * player's platform storage (so it follows them across devices); queues its popup when unseen and
 * stores the id when the popup closes. Failures are silent: the popup is a nicety.
 */
export async function queueUnseenCashback(api: Api = browserApi, signal: AbortSignal = AbortSignal.timeout(CHECK_TIMEOUT_MS)): Promise<void> {
  try {
    const [list, stored] = await Promise.all([
      api.call('cashbacks/get', { ...UNSEEN_CASHBACK_QUERY, statuses: [...UNSEEN_CASHBACK_QUERY.statuses] }, { signal }),
      api.call('storage/get', { keys: [SEEN_CASHBACK_STORAGE_KEY] }, { signal }),
    ]);
    const cashback = pickUnseenCashback(list, stored[SEEN_CASHBACK_STORAGE_KEY]);
    if (!cashback) return;
    const markSeen = () => void api.call('storage/set', { key: SEEN_CASHBACK_STORAGE_KEY, value: String(cashback.id) }).catch(() => undefined);
    useDialogStore.getState().queue(UNSEEN_CASHBACK_DIALOG_ID, { cashback }, { beforeClose: markSeen, priority: DIALOG_PRIORITY.unseenCashback });
  } catch {
    // not shown this time; the next sign-in checks again
  }
}

/**
 * SPEC §4 after registration (and the cashback check after sign-in too): the confirm-email dialog
 * (when the config asks for it and the player gave an e-mail), then the unseen-cashback one, then
 * campaign popups. The queue is held while they are found, so a campaign popup queued meanwhile
 * (a route re-check, a push) opens after them: their priority lanes put them first.
 */
export async function queuePostAuthPopups(
  kind: 'login' | 'registration',
  { email, config, api = browserApi, extra }: { email?: string | null; config: Pick<AuthConfig, 'confirmEmailPopup'>; api?: Api; extra?: () => Promise<void> },
): Promise<void> {
  const release = useDialogStore.getState().hold('post-auth');
  try {
    if (kind === 'registration' && config.confirmEmailPopup && email) queueConfirmEmail(email, Date.now(), await resendTime(api));
    await queueUnseenCashback(api);
    await extra?.();
  } finally {
    release();
  }
}
