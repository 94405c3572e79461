import { expect, it } from 'vitest';
import { users } from '../db/schema';
import { rememberDepositMethod } from '../services/payments';
import { applyMovements } from '../services/wallets';
import { describeEachDb, signedIn } from '../test/harness';

/** Every identity-verification method of the contract with params it accepts. */
const CALLS: [string, 'GET' | 'POST', Record<string, string>][] = [
  ['verification/getStatus', 'GET', {}],
  ['setUserOnVerification', 'POST', {}],
  ['sumsub/createApplicant', 'POST', {}],
  ['sumsub/getAccessToken', 'POST', {}],
  ['verification/submitDocument', 'POST', { document_type: 'passport', document_name: 'passport.jpg' }],
];

for (const enabled of [true, false]) {
  describeEachDb(
    `identity verification ${enabled ? 'on' : 'off'} (IDENTITY_VERIFICATION_ENABLED)`,
    (get) => {
      it(enabled ? 'every verification method answers' : 'every verification method answers MethodNotFound, nothing changes', async () => {
        const cookie = await signedIn(get());
        for (const [method, verb, params] of CALLS) {
          const res = await get().app.inject({ method: verb, url: `/api/${method}`, headers: { cookie }, ...(verb === 'POST' && { payload: params }) });
          const body = res.json() as { data?: unknown; error?: { type: string; error_data?: unknown } };
          if (enabled) expect(body.error, `${method}: ${res.body}`).toBeUndefined();
          else {
            expect(res.statusCode, method).toBe(404);
            expect(body.error, method).toEqual({ type: 'MethodNotFoundException', error_data: { reason: 'identity_verification_disabled' } });
          }
        }
        const account = (await get().app.inject({ url: '/api/getInfo', headers: { cookie } })).json() as { data: { is_on_verification: boolean } };
        expect(account.data.is_on_verification).toBe(enabled);
      });

      it(enabled ? 'a KYC-blocked player must verify before withdrawing' : 'a KYC block does not trap the balance while verification is not offered', async () => {
        const db = get().database.db;
        const [row] = await db.insert(users).values({ login: `kyc-${enabled}-${Date.now().toString(36)}@example.com`, currency: 'USD', isKycBlockEnabled: true }).returning();
        await applyMovements(db, { userId: row!.uid, currency: 'USD' }, [{ balance: 'main', amount: 5_000n, kind: 'adjustment', idempotencyKey: `kyc-test:${row!.uid}` }]);
        await rememberDepositMethod(db, row!.uid, 'demo_card', '4111111111111111'); // deposited with that card
        const cookie = await signedIn(get(), row!.uid);
        const payload = { method: 'demo_card', amount: '20', requisites: { card_number: '4111111111111111', card_holder: 'Ann Lee' } };
        const body = (await get().app.inject({ method: 'POST', url: '/api/makewithdrawal', headers: { cookie }, payload })).json() as { data?: { status: string }; error?: { type: string } };
        if (enabled) expect(body.error?.type).toBe('KycWithdrawalException');
        else expect(body.data?.status).toBe('pending');
      });
    },
    { IDENTITY_VERIFICATION_ENABLED: String(enabled) },
  );
}
