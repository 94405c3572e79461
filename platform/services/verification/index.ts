import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Env } from '@/lib/config';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { users, verificationApplicants, type VerificationStatus } from '../../db/schema';
import { enqueueMessage } from '../outbox';
import { randomToken } from '../secrets';

/** Where the operator's review requests of the demo provider go (the outbox; GET /api/dev/outbox?to=). */
export const DEMO_REVIEW_INBOX = 'kyc-review@operator.local';
export const DEMO_DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence'] as const;

/** A RED review's reject type: RETRY lets the player send another document, FINAL ends the verification. */
export const REJECT_TYPES = ['FINAL', 'RETRY'] as const;
export type RejectType = (typeof REJECT_TYPES)[number];

export type VerificationView = {
  provider: 'demo' | 'sumsub';
  status: VerificationStatus | 'none';
  document_type: string | null;
  /** The reject labels, comma-separated (the demo provider: document_unreadable or declined). */
  reject_reason: string | null;
  /** While rejected: FINAL (no new attempt) or RETRY (the player may send another document). */
  reject_type: RejectType | null;
  /** While rejected: the provider's comment for the player (Sumsub's moderationComment), if any. */
  reject_comment: string | null;
  is_verified: boolean;
  is_on_verification: boolean;
};

/** A RED review as the provider gave it. */
export type Rejection = { type: RejectType; labels: string | null; comment: string | null };

/** The longest moderation comment kept (Sumsub's are a sentence or two). */
const COMMENT_MAX = 2000;

/**
 * The rejection in `verification_applicants.reject_reason` (it has no columns of its own): JSON
 * `{ type, labels, comment }`. A row rejected before reject types were kept holds the labels alone,
 * and every rejection then let the player resubmit: it reads as a RETRY.
 */
function encodeRejection(rejection: Rejection): string {
  return JSON.stringify(rejection);
}

function decodeRejection(stored: string | null): Rejection | null {
  if (stored === null) return null;
  if (stored.startsWith('{')) {
    try {
      const value = JSON.parse(stored) as Partial<Rejection>;
      return {
        type: value.type === 'FINAL' ? 'FINAL' : 'RETRY',
        labels: typeof value.labels === 'string' ? value.labels : null,
        comment: typeof value.comment === 'string' ? value.comment : null,
      };
    } catch {
      // not ours: the labels as they were stored
    }
  }
  return { type: 'RETRY', labels: stored, comment: null };
}

/**
 * The operator's switch (IDENTITY_VERIFICATION_ENABLED): off, every verification method answers
 * MethodNotFound as a platform without verification would (the site does not offer the step).
 */
export function requireVerificationEnabled(env: Pick<Env, 'IDENTITY_VERIFICATION_ENABLED'>): void {
  if (!env.IDENTITY_VERIFICATION_ENABLED) throw new PlatformError('MethodNotFoundException', { reason: 'identity_verification_disabled' });
}

export const providerOf = (env: Env): 'demo' | 'sumsub' => (env.SUMSUB_APP_TOKEN && env.SUMSUB_SECRET_KEY ? 'sumsub' : 'demo');

export async function verificationOf(db: Db, env: Env, userId: number): Promise<VerificationView> {
  const [user] = await db.select({ v: users.isVerified, on: users.isOnVerification }).from(users).where(eq(users.uid, userId));
  const [row] = await db.select().from(verificationApplicants).where(eq(verificationApplicants.userId, userId));
  const rejection = row?.status === 'rejected' ? decodeRejection(row.rejectReason) : null;
  return {
    provider: row?.provider ?? providerOf(env),
    status: row?.status ?? 'none',
    document_type: row?.documentType ?? null,
    reject_reason: rejection?.labels ?? null,
    reject_type: rejection?.type ?? null,
    reject_comment: rejection?.comment ?? null,
    is_verified: user?.v ?? false,
    is_on_verification: user?.on ?? false,
  };
}

/** A final rejection (FINAL): the player may not send another document. */
const finallyRejected = (row: { status: VerificationStatus; rejectReason: string | null } | undefined) =>
  row?.status === 'rejected' && decodeRejection(row.rejectReason)?.type === 'FINAL';

/** A Sumsub API call signed with the app token and secret (X-App-Access-Sig over ts + method + path + body). */
async function sumsub(env: Env, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
  const ts = Math.floor(Date.now() / 1000).toString();
  const text = body === undefined ? '' : JSON.stringify(body);
  const sig = createHmac('sha256', env.SUMSUB_SECRET_KEY!).update(ts + method + path + text).digest('hex');
  const res = await fetch(new URL(path, env.SUMSUB_BASE_URL), {
    method,
    headers: { 'X-App-Token': env.SUMSUB_APP_TOKEN!, 'X-App-Access-Ts': ts, 'X-App-Access-Sig': sig, ...(text && { 'content-type': 'application/json' }) },
    ...(text && { body: text }),
  }).catch(() => null);
  if (!res || !res.ok) throw new PlatformError('BillingUnavailableException', { reason: 'verification_provider_unavailable' }, { status: 503 });
  return (await res.json()) as Record<string, unknown>;
}

/** sumsub/createApplicant: the player's applicant at the provider (once; the same one afterwards). */
export async function createApplicant(db: Db, env: Env, userId: number): Promise<{ applicant_id: string; provider: 'demo' | 'sumsub' }> {
  const [row] = await db.select().from(verificationApplicants).where(eq(verificationApplicants.userId, userId));
  if (row) return { applicant_id: row.applicantId, provider: row.provider };
  const provider = providerOf(env);
  const applicantId =
    provider === 'sumsub'
      ? String((await sumsub(env, 'POST', `/resources/applicants?levelName=${encodeURIComponent(env.SUMSUB_LEVEL_NAME)}`, { externalUserId: String(userId) })).id)
      : `demo-${userId}`;
  await db.insert(verificationApplicants).values({ userId, provider, applicantId }).onConflictDoNothing();
  return { applicant_id: applicantId, provider };
}

/** sumsub/getAccessToken: a token for the WebSDK (Sumsub) or for the demo provider's form. */
export async function accessToken(db: Db, env: Env, userId: number, externalActionId?: string): Promise<{ token: string; provider: 'demo' | 'sumsub'; expires_in: number }> {
  const { provider } = await createApplicant(db, env, userId);
  if (provider === 'sumsub') {
    const query = new URLSearchParams({ userId: String(userId), levelName: env.SUMSUB_LEVEL_NAME, ttlInSecs: '600', ...(externalActionId && { externalActionId }) });
    const answer = await sumsub(env, 'POST', `/resources/accessTokens?${query.toString()}`);
    return { token: String(answer.token), provider, expires_in: 600 };
  }
  return { token: `demo.${randomToken()}`, provider, expires_in: 600 };
}

/** setUserOnVerification: the player asks to be verified (is_on_verification). */
export async function putOnVerification(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ isOnVerification: true }).where(eq(users.uid, userId));
}

/** Demo provider: the document the player uploaded; a review request goes to the operator's inbox. */
export async function submitDemoDocument(db: Db, env: Env, userId: number, input: { document_type: string; document_name: string }, origin: string): Promise<VerificationView> {
  const [row] = await db.select().from(verificationApplicants).where(eq(verificationApplicants.userId, userId));
  if (row?.provider === 'sumsub' || providerOf(env) === 'sumsub') throw PlatformError.invalidParameters({ provider: ['sumsub'] });
  if (finallyRejected(row)) throw new PlatformError('AccessDeniedException', { reason: 'verification_declined' });
  await createApplicant(db, env, userId);
  await db.transaction(async (tx) => {
    await tx
      .update(verificationApplicants)
      .set({ status: 'pending', documentType: input.document_type, documentName: input.document_name, rejectReason: null, updatedAt: new Date() })
      .where(eq(verificationApplicants.userId, userId));
    await tx.update(users).set({ isOnVerification: true }).where(eq(users.uid, userId));
    const review = (answer: string) => `${origin}/api/dev/verification/review?uid=${userId}&answer=${answer}`;
    // "Reject" is the retry, as it was before reject types: links and scripts that follow it keep working
    await enqueueMessage(tx, {
      to: DEMO_REVIEW_INBOX,
      channel: 'email',
      template: 'verification_review',
      subject: `Identity document of player ${userId}`,
      body: [
        `Player ${userId} uploaded a ${input.document_type} (${input.document_name}).`,
        `Approve: ${review('GREEN')}`,
        `Reject: ${review('RED&reject_type=RETRY')} (retry: the player may send another document)`,
        `Reject (final): ${review('RED&reject_type=FINAL')} (declined: no new attempt, the player is sent to support)`,
      ].join('\n'),
    });
  });
  return verificationOf(db, env, userId);
}

/** What a RED review says: its reject type (RETRY when not given), labels and the comment for the player. */
export type RedReview = { type?: RejectType; labels?: string; comment?: string };

/**
 * The provider's review (Sumsub's applicantReviewed webhook, or the demo review): GREEN verifies,
 * RED rejects, for a retry or for good (`red.type`). The demo provider's rejection has no labels:
 * document_unreadable (a retry) or declined (final).
 */
export async function applyReview(db: Db, userId: number, answer: 'GREEN' | 'RED', red: RedReview = {}): Promise<boolean> {
  const [row] = await db.select().from(verificationApplicants).where(eq(verificationApplicants.userId, userId));
  if (!row) return false;
  const type = red.type ?? 'RETRY';
  const comment = red.comment?.trim().slice(0, COMMENT_MAX) || null;
  const rejection: Rejection = { type, labels: red.labels || (type === 'FINAL' ? 'declined' : 'document_unreadable'), comment };
  await db.transaction(async (tx) => {
    await tx
      .update(verificationApplicants)
      .set({ status: answer === 'GREEN' ? 'approved' : 'rejected', rejectReason: answer === 'RED' ? encodeRejection(rejection) : null, updatedAt: new Date() })
      .where(eq(verificationApplicants.userId, userId));
    await tx.update(users).set({ isVerified: answer === 'GREEN', isOnVerification: false }).where(eq(users.uid, userId));
  });
  return true;
}
