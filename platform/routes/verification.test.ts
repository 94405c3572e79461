import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users, verificationApplicants } from '../db/schema';
import { DEMO_REVIEW_INBOX } from '../services/verification';
import { describeEachDb, signedIn } from '../test/harness';

// A RED review carries a reject type (REFERENCES "Identity verification (Sumsub)"): RETRY lets the
// player send another document, FINAL ends the verification. Both providers pass it on.

type Answer = { status: number; data?: Record<string, unknown>; error?: { type: string; error_data?: unknown } };

function helpers(get: () => import('../test/harness').TestPlatform) {
  async function newPlayer() {
    const [row] = await get().database.db.insert(users).values({ login: `rv-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`, currency: 'USD' }).returning();
    return { uid: row!.uid, cookie: await signedIn(get(), row!.uid) };
  }
  async function call(method: string, cookie: string, params: Record<string, string> | null = {}): Promise<Answer> {
    const res = await get().app.inject({ method: params ? 'POST' : 'GET', url: `/api/${method}`, headers: { cookie }, ...(params && { payload: params }) });
    return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
  }
  const status = async (cookie: string) => (await call('verification/getStatus', cookie, null)).data!;
  return { newPlayer, call, status };
}

describeEachDb('demo provider review: approve, reject for a retry, reject for good', (get) => {
  const { newPlayer, call, status } = helpers(get);
  /** The review links of the player's newest request in the operator's outbox, by their label. */
  async function reviewLinks(uid: number) {
    const res = await get().app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(DEMO_REVIEW_INBOX)}` });
    const body = (res.json() as { data: { body: string }[] }).data.find((m) => m.body.includes(`uid=${uid}&`))!.body;
    const links = Object.fromEntries([...body.matchAll(/^([^:\n]+): \S*?(\/api\/dev\/verification\/review\?\S+)/gm)].map((m) => [m[1]!, m[2]!]));
    return { body, links };
  }
  const upload = (cookie: string, name = 'passport.png') => call('verification/submitDocument', cookie, { document_type: 'passport', document_name: name });

  it('the review request offers approve, reject (retry) and reject (final); a retry lets the player send another document', async () => {
    const { uid, cookie } = await newPlayer();
    expect((await upload(cookie)).data).toMatchObject({ status: 'pending' });
    const { links } = await reviewLinks(uid);
    expect(Object.keys(links)).toEqual(['Approve', 'Reject', 'Reject (final)']);
    expect(links.Reject).toContain('answer=RED&reject_type=RETRY');
    expect(links['Reject (final)']).toContain('answer=RED&reject_type=FINAL');

    expect((await get().app.inject({ url: links.Reject! })).json()).toEqual({ data: 1 });
    expect(await status(cookie)).toMatchObject({ status: 'rejected', reject_type: 'RETRY', reject_reason: 'document_unreadable', reject_comment: null, is_verified: false, is_on_verification: false });
    // a retry: another document goes for review
    expect((await upload(cookie, 'passport-2.png')).data).toMatchObject({ status: 'pending', reject_type: null, reject_reason: null });
    await get().app.inject({ url: (await reviewLinks(uid)).links.Approve! });
    expect(await status(cookie)).toMatchObject({ status: 'approved', is_verified: true, reject_type: null });
  });

  it('a final rejection: no new document is taken, the status stays declined', async () => {
    const { uid, cookie } = await newPlayer();
    await upload(cookie);
    expect((await get().app.inject({ url: (await reviewLinks(uid)).links['Reject (final)']! })).json()).toEqual({ data: 1 });
    expect(await status(cookie)).toMatchObject({ status: 'rejected', reject_type: 'FINAL', is_verified: false, is_on_verification: false });
    const again = await upload(cookie, 'another.png');
    expect(again.status).toBe(403);
    expect(again.error).toEqual({ type: 'AccessDeniedException', error_data: { reason: 'verification_declined' } });
    expect(await status(cookie)).toMatchObject({ status: 'rejected', reject_type: 'FINAL' });
    expect((await reviewLinks(uid)).body).not.toContain('another.png'); // no review request for it
  });

  it('older links without reject_type reject for a retry; an unknown reject type is refused', async () => {
    const { uid, cookie } = await newPlayer();
    await upload(cookie);
    const bad = await get().app.inject({ url: `/api/dev/verification/review?uid=${uid}&answer=RED&reject_type=MAYBE` });
    expect(bad.json()).toMatchObject({ error: { type: 'InvalidParameterException', error_data: { reject_type: ['wrongField'] } } });
    expect(await status(cookie)).toMatchObject({ status: 'pending' });
    await get().app.inject({ url: `/api/dev/verification/review?uid=${uid}&answer=RED` });
    expect(await status(cookie)).toMatchObject({ status: 'rejected', reject_type: 'RETRY' });
  });

  it('a rejection stored before reject types existed (the labels alone) reads as a retry with those labels', async () => {
    const { uid, cookie } = await newPlayer();
    await upload(cookie);
    await get().database.db.update(verificationApplicants).set({ status: 'rejected', rejectReason: 'FORGERY,SELFIE_MISMATCH' }).where(eq(verificationApplicants.userId, uid));
    expect(await status(cookie)).toMatchObject({ status: 'rejected', reject_type: 'RETRY', reject_reason: 'FORGERY,SELFIE_MISMATCH', reject_comment: null });
  });
});

const SECRET = 'test-secret-key';
describeEachDb(
  "Sumsub's applicantReviewed: reviewRejectType and the comment for the player",
  (get) => {
    const { newPlayer, call, status } = helpers(get);
    const webhook = (event: unknown) => {
      const payload = JSON.stringify(event);
      return get().app.inject({ method: 'POST', url: '/api/sumsub/webhook', payload, headers: { 'content-type': 'application/json', 'x-payload-digest': createHmac('sha256', SECRET).update(payload).digest('hex') } });
    };
    const reviewed = (uid: number, reviewResult: Record<string, unknown>) => webhook({ type: 'applicantReviewed', externalUserId: String(uid), reviewResult });

    it('RED + RETRY: rejected for a retry, with the moderation comment (never the client comment) and the labels', async () => {
      const { uid, cookie } = await newPlayer();
      await get().database.db.insert(verificationApplicants).values({ userId: uid, provider: 'sumsub', applicantId: `applicant-${uid}`, status: 'pending' });
      const res = await reviewed(uid, {
        reviewAnswer: 'RED',
        reviewRejectType: 'RETRY',
        rejectLabels: ['UNSATISFACTORY_PHOTOS', 'SCREENSHOTS'],
        moderationComment: ' We do not accept screenshots. Please upload an original photo. ',
        clientComment: 'Screenshots are not accepted (internal note).',
      });
      expect(res.json()).toEqual({ data: 1 });
      const view = await status(cookie);
      expect(view).toMatchObject({ status: 'rejected', reject_type: 'RETRY', reject_reason: 'UNSATISFACTORY_PHOTOS,SCREENSHOTS', reject_comment: 'We do not accept screenshots. Please upload an original photo.' });
      expect(JSON.stringify(view)).not.toContain('internal note');
    });

    it('RED + FINAL: a final rejection; a later GREEN (the operator overturned it) verifies and clears it', async () => {
      const { uid, cookie } = await newPlayer();
      await get().database.db.insert(verificationApplicants).values({ userId: uid, provider: 'sumsub', applicantId: `applicant-${uid}`, status: 'pending' });
      await reviewed(uid, { reviewAnswer: 'RED', reviewRejectType: 'FINAL', rejectLabels: ['FORGERY'], clientComment: 'Forged passport.' });
      expect(await status(cookie)).toMatchObject({ status: 'rejected', reject_type: 'FINAL', reject_reason: 'FORGERY', reject_comment: null, is_verified: false });
      expect(JSON.stringify(await status(cookie))).not.toContain('Forged passport');
      await reviewed(uid, { reviewAnswer: 'GREEN' });
      expect(await status(cookie)).toMatchObject({ status: 'approved', reject_type: null, reject_reason: null, reject_comment: null, is_verified: true });
      expect((await call('getInfo', cookie, null)).data).toMatchObject({ is_verified: true });
    });

    it('RED without a reject type (not sent by Sumsub for a RED, but possible): a retry, as before', async () => {
      const { uid, cookie } = await newPlayer();
      await get().database.db.insert(verificationApplicants).values({ userId: uid, provider: 'sumsub', applicantId: `applicant-${uid}`, status: 'pending' });
      await reviewed(uid, { reviewAnswer: 'RED', rejectLabels: ['DOCUMENT_PAGE_MISSING'] });
      expect(await status(cookie)).toMatchObject({ status: 'rejected', reject_type: 'RETRY', reject_reason: 'DOCUMENT_PAGE_MISSING' });
    });
  },
  { SUMSUB_APP_TOKEN: 'sbx:test-app-token', SUMSUB_SECRET_KEY: SECRET, SUMSUB_BASE_URL: 'http://127.0.0.1:9' },
);
