import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentInstruments, paymentTransactions, users, wallets } from '../db/schema';
import { DEMO_DEPOSIT_CARD } from '../seed';
import type { BusEvent } from '../realtime/bus';
import { deposits, rememberDepositMethod, rememberLegacyCards, resumePayments, scheduleSettle, settleDue } from '../services/payments';
import { applyMovements, ledgerDrift } from '../services/wallets';
import { demoUid, describeEachDb, multipart, signedIn, type TestPlatform } from '../test/harness';
import { nextEvent, serve, socketTo, tokenFor } from '../test/serve';

const CARD = { card_number: '4111111111111111' };
const PUBLIC = fileURLToPath(new URL('../../public', import.meta.url));
let seq = 0;

/**
 * A new player with `main` USD on the main balance, signed in. That money stands for deposits: by
 * default with the card CARD and by bank transfer, the methods (and card) withdrawals may go back to.
 */
async function player(platform: TestPlatform, main = 0, extra: Partial<typeof users.$inferInsert> = {}, depositedWith: readonly string[] = main > 0 ? ['demo_card', 'demo_bank'] : []) {
  seq += 1;
  const db = platform.database.db;
  const [row] = await db
    .insert(users)
    .values({ login: `cashier${seq}-${Date.now().toString(36)}@example.com`, currency: 'USD', ...extra })
    .returning();
  if (main > 0) await applyMovements(db, { userId: row!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(main * 100), kind: 'adjustment', idempotencyKey: `test:${row!.uid}` }]);
  for (const method of depositedWith) await rememberDepositMethod(db, row!.uid, method, method === 'demo_card' ? CARD.card_number : undefined);
  return { uid: row!.uid, cookie: await signedIn(platform, row!.uid) };
}

describeEachDb('cashier methods', (get) => {
  const call = async (method: string, cookie: string | null, params: Record<string, unknown> = {}, verb: 'GET' | 'POST' = 'POST', headers: Record<string, string> = {}) => {
    const query = verb === 'GET' ? `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}` : '';
    const res = await get().app.inject({ method: verb, url: `/api/${method}${query}`, ...(verb === 'POST' && { payload: params }), headers: { ...(cookie && { cookie }), ...headers } });
    return { status: res.statusCode, body: res.json() };
  };
  const data = async (...args: Parameters<typeof call>) => {
    const res = await call(...args);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const error = async (...args: Parameters<typeof call>) => {
    const res = await call(...args);
    expect(res.body.error, JSON.stringify(res.body)).toBeDefined();
    return res.body.error as { type: string; error_data: unknown };
  };
  const main = async (cookie: string) => (await data('getBalance', cookie, {}, 'GET')).balance_main.amount as number;
  const events = () => {
    const seen: BusEvent[] = [];
    const off = get().bus.subscribe((e) => seen.push(e));
    return { seen, off };
  };
  const books = async (uid: number) => expect(await ledgerDrift(get().database.db, uid)).toEqual([]);

  it('getdepositsettings lists the demo methods with §3 info, amount rules, requisites and icons that exist', async () => {
    const { cookie } = await player(get());
    const methods = await data('getdepositsettings', cookie, {}, 'GET');
    expect(methods.map((m: { sysname: string }) => m.sysname)).toEqual(['demo_card', 'demo_bank', 'demo_ewallet', 'demo_mobile', 'demo_declined', 'demo_cancel']);
    expect(methods[3]).toMatchObject({ id: 4, currency: 'USD', min: 5, max: 500, multiple_of: 5, descriptionMinMax: '$5 – $500', requisites: [{ name: 'phone', kind: 'phone', required: true }] });
    for (const m of methods) {
      for (const key of ['icon', 'iconDark', 'iconWithdraw', 'iconFooter']) expect(existsSync(`${PUBLIC}${m[key]}`), m[key]).toBe(true);
      expect(m.description).toBeTruthy();
    }
    expect((await data('getdepositsettings', null, {}, 'GET')).length).toBe(6); // visitors see them in the default currency
    const withdraw = await data('getwithdrawsettings', cookie, {}, 'GET');
    expect(withdraw.map((m: { sysname: string }) => m.sysname)).toEqual(['demo_card', 'demo_bank']);
    expect(withdraw[1]).toMatchObject({ profile_fields: ['first_name', 'last_name'], withdrawable: { amount: 0, currency: 'USD' } });
    expect(await data('getbanks', cookie, { method: 'demo_bank' }, 'GET')).toHaveLength(3);
  });

  it('makedeposit with an instant method credits at once, writes one ledger entry and pushes account.balance_updated', async () => {
    const { uid, cookie } = await player(get());
    const bus = events();
    const result = await data('makedeposit', cookie, { method: 'demo_card', requisites: CARD, amount: '25' });
    bus.off();
    expect(result).toMatchObject({ status: 'success', method: 'demo_card', amount: { amount: 25, currency: 'USD' }, transaction: expect.stringMatching(/^\d+$/) });
    expect(await main(cookie)).toBe(25);
    expect(bus.seen).toContainEqual({ userId: uid, event: 'account.balance_updated', payload: expect.objectContaining({ balance_main: { amount: 25, currency: 'USD' } }) });
    const history = await data('gethistory', cookie, { type: 'deposit' }, 'GET');
    expect(history).toMatchObject({ count: 1, items: [{ id: Number(result.transaction), type: 'deposit', status: 'success', amount: { amount: 25, currency: 'USD' }, can_cancel: false }] });
    expect(await data('getdepositinfo', cookie, { transaction: result.transaction }, 'GET')).toMatchObject({ status: 'success', transaction: result.transaction });
    expect(await data('getdepositinfo', cookie, {}, 'GET')).toMatchObject({ currency: 'USD', deposits_count: 1, has_deposits: true, balance: { balance_main: { amount: 25 } }, deposit_limit: { period: 'none' } });
    await books(uid);
  });

  it('checks the amount by the §5 sum rule, the method and its requisites', async () => {
    const { uid, cookie } = await player(get());
    const amountError = async (method: string, amount: unknown, requisites?: unknown) => {
      const e = await error('makedeposit', cookie, { method, amount, ...(requisites !== undefined && { requisites: JSON.stringify(requisites) }) });
      expect(e.type).toBe('InvalidParameterException');
      return e.error_data;
    };
    expect(await amountError('demo_card', '010')).toEqual({ amount: ['wrongField'] });
    expect(await amountError('demo_card', '10.5')).toEqual({ amount: ['wrongField'] });
    expect(await amountError('demo_card', '-10')).toEqual({ amount: ['wrongField'] });
    expect(await amountError('demo_card', '5')).toEqual({ amount: ['sumError'] });
    expect(await amountError('demo_card', '5001')).toEqual({ amount: ['sumError'] });
    expect(await amountError('demo_mobile', '7', { phone: '+15551234567' })).toEqual({ amount: ['amountNotMultipleOf'] });
    expect(await amountError('demo_mobile', '10', {})).toEqual({ phone: ['required'] });
    expect(await amountError('demo_mobile', '10', { phone: '12' })).toEqual({ phone: ['phone'] });
    // A card deposit needs its card number (§5 card-like identifier): empty or missing is refused on the platform.
    expect(await amountError('demo_card', '10')).toEqual({ card_number: ['required'] });
    expect(await amountError('demo_card', '10', { card_number: '  ' })).toEqual({ card_number: ['required'] });
    expect(await amountError('demo_declined', '10', {})).toEqual({ card_number: ['required'] });
    expect(await amountError('demo_card', '10', { card_number: '4111111111111112' })).toEqual({ card_number: ['cardNumber'] });
    expect(await amountError('nope', '10')).toEqual({ method: ['unknown'] });
    expect(await data('makedeposit', cookie, { methodId: '1', method: 'x', amount: '1,000', requisites: JSON.stringify(CARD) })).toMatchObject({ status: 'success', amount: { amount: 1000 } });
    expect((await error('makedeposit', null, { method: 'demo_card', requisites: CARD, amount: '10' })).type).toBe('AuthorizationException');
    expect(await main(cookie)).toBe(1000);
    await books(uid);
  });

  it('answers every payment result: pending settles later (timer or read), fail and cancel leave the balance, mobile says what to do', async () => {
    const { uid, cookie } = await player(get());
    const pending = await data('makedeposit', cookie, { method: 'demo_bank', amount: '100' });
    expect(pending.status).toBe('pending');
    expect(await main(cookie)).toBe(0);
    expect((await data('gethistory', cookie, {}, 'GET')).items[0]).toMatchObject({ status: 'pending' });
    await settleDue(get().database.db, { userId: uid, now: new Date(Date.now() + 60_000) });
    expect(await data('getdepositinfo', cookie, { transaction: pending.transaction }, 'GET')).toMatchObject({ status: 'success' });
    expect(await main(cookie)).toBe(100);
    await settleDue(get().database.db, { userId: uid, now: new Date(Date.now() + 120_000) }); // again: nothing more
    expect(await main(cookie)).toBe(100);

    expect(await data('makedeposit', cookie, { method: 'demo_declined', requisites: CARD, amount: '10' })).toMatchObject({ status: 'fail' });
    expect(await data('makedeposit', cookie, { method: 'demo_cancel', amount: '10' })).toMatchObject({ status: 'cancel' });
    expect(await data('makedeposit', cookie, { method: 'demo_mobile', amount: '15', requisites: JSON.stringify({ phone: '+1 555 123 4567' }) })).toMatchObject({ status: 'mobile', message: expect.any(String) });
    expect(await main(cookie)).toBe(100);
    const statuses = (await data('gethistory', cookie, { type: 'deposit' }, 'GET')).items.map((i: { status: string }) => i.status);
    expect(statuses).toEqual(['pending', 'cancel', 'fail', 'success']);
    await books(uid);
  });

  it('a new-window method answers the demo payment page, which confirms or cancels and redirects to the outcome', async () => {
    const { uid, cookie } = await player(get());
    const first = await data('makedeposit', cookie, { method: 'demo_ewallet', amount: '40' });
    expect(first).toMatchObject({ status: 'new-window', url: `/pay/demo/${first.transaction}` });
    expect((await get().app.inject({ url: first.url })).statusCode).toBe(401);
    const other = await player(get());
    expect((await get().app.inject({ url: first.url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    const pageRes = await get().app.inject({ url: first.url, headers: { cookie } });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('Confirm payment');
    const confirm = await get().app.inject({ method: 'POST', url: `${first.url}/confirm`, headers: { cookie } });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`/cashier/paysuccess/${first.transaction}`);
    expect(await main(cookie)).toBe(40);
    expect((await get().app.inject({ method: 'POST', url: `${first.url}/cancel`, headers: { cookie } })).headers.location).toBe(`/cashier/paysuccess/${first.transaction}`);

    const second = await data('makedeposit', cookie, { method: 'demo_ewallet', amount: '40' });
    const cancel = await get().app.inject({ method: 'POST', url: `${second.url}/cancel`, headers: { cookie } });
    expect(cancel.headers.location).toBe(`/cashier/payfail/${second.transaction}`);
    expect(await main(cookie)).toBe(40);
    await books(uid);
  });

  it('a retried makedeposit or makewithdrawal (same idempotency key, param or header) answers the first result and writes nothing more', async () => {
    const { uid, cookie } = await player(get(), 100);
    const first = await data('makedeposit', cookie, { method: 'demo_card', requisites: CARD, amount: '30', idempotency_key: 'dep-1' });
    const again = await data('makedeposit', cookie, { method: 'demo_card', requisites: CARD, amount: '30', idempotency_key: 'dep-1' });
    expect(again).toEqual(first);
    const racing = await Promise.all(Array.from({ length: 10 }, () => data('makedeposit', cookie, { method: 'demo_card', requisites: CARD, amount: '5' }, 'POST', { 'idempotency-key': 'dep-2' }).catch(() => null)));
    expect(new Set(racing.map((r) => r?.transaction)).size).toBe(1); // 5 is under the minimum: all the same error
    const ok = await Promise.all(Array.from({ length: 10 }, () => data('makedeposit', cookie, { method: 'demo_card', requisites: CARD, amount: '15' }, 'POST', { 'idempotency-key': 'dep-3' })));
    expect(new Set(ok.map((r) => r.transaction)).size).toBe(1);
    const w = await Promise.all(Array.from({ length: 5 }, () => data('makewithdrawal', cookie, { method: 'demo_card', amount: '20', requisites: { card_number: '411111...1111', card_holder: 'Ann Lee' }, idempotency_key: 'wd-1' })));
    expect(new Set(w.map((r) => r.transaction)).size).toBe(1);
    expect(await main(cookie)).toBe(100 + 30 + 15 - 20);
    // the same key is per player: another player's 'dep-1' is their own
    const other = await player(get());
    expect((await data('makedeposit', other.cookie, { method: 'demo_card', requisites: CARD, amount: '10', idempotency_key: 'dep-1' })).transaction).not.toBe(first.transaction);
    await books(uid);
  });

  it('an idempotency key reused for another makedeposit or makewithdrawal (amount, method, requisites) is 422 reused, never the earlier result', async () => {
    const { uid, cookie } = await player(get(), 100);
    const reused = { type: 'InvalidParameterException', error_data: { idempotency_key: ['reused'] } };
    const requisites = { card_number: '411111...1111', card_holder: 'Ann Lee' };
    const w = await data('makewithdrawal', cookie, { method: 'demo_card', amount: '20', requisites, idempotency_key: 'wd-reuse' });
    expect(await data('makewithdrawal', cookie, { method: 'demo_card', amount: '20.00', requisites: { card_holder: 'Ann Lee', card_number: '411111...1111' }, idempotency_key: 'wd-reuse' })).toEqual(w);
    expect(await error('makewithdrawal', cookie, { method: 'demo_card', amount: '30', requisites, idempotency_key: 'wd-reuse' })).toEqual(reused);
    expect(await error('makewithdrawal', cookie, { method: 'demo_card', amount: '20', requisites: { ...requisites, card_holder: 'Bob Lee' }, idempotency_key: 'wd-reuse' })).toEqual(reused);
    expect(await error('makewithdrawal', cookie, { method: 'demo_bank', amount: '20', requisites, idempotency_key: 'wd-reuse' })).toEqual(reused);
    expect(await error('makewithdrawal', cookie, { method: 'demo_card', amount: '30', requisites }, 'POST', { 'idempotency-key': 'wd-reuse' })).toEqual(reused);
    expect(await main(cookie)).toBe(80);

    const d = await data('makedeposit', cookie, { method: 'demo_card', requisites: CARD, amount: '30', idempotency_key: 'dep-reuse' });
    expect(await data('makedeposit', cookie, { method: 'demo_card', requisites: CARD, amount: '30', idempotency_key: 'dep-reuse' })).toEqual(d);
    expect(await error('makedeposit', cookie, { method: 'demo_card', requisites: CARD, amount: '40', idempotency_key: 'dep-reuse' })).toEqual(reused);
    expect(await error('makedeposit', cookie, { method: 'demo_ewallet', amount: '30', idempotency_key: 'dep-reuse' })).toEqual(reused);
    expect(await main(cookie)).toBe(110);
    await books(uid);
  });

  it('makewithdrawal debits the main balance, cancelwithdrawal refunds it once', async () => {
    const { uid, cookie } = await player(get(), 200);
    const requisites = { card_number: '411111...1111', card_holder: "Anne-Marie O'Neil" };
    const bus = events();
    const w = await data('makewithdrawal', cookie, { method: 'demo_card', amount: '50', requisites });
    expect(w).toMatchObject({ status: 'pending', method: 'demo_card', amount: { amount: 50, currency: 'USD' } });
    expect(await main(cookie)).toBe(150);
    expect(bus.seen.filter((e) => e.event === 'account.balance_updated' && e.userId === uid)).toHaveLength(1);
    expect((await data('gethistory', cookie, { type: 'withdrawal' }, 'GET')).items[0]).toMatchObject({ id: Number(w.transaction), status: 'pending', can_cancel: true });
    expect(await data('cancelwithdrawal', cookie, { id: w.transaction })).toBe(1);
    expect(await data('cancelwithdrawal', cookie, { id: w.transaction })).toBe(1);
    bus.off();
    expect(await main(cookie)).toBe(200);
    expect((await error('cancelwithdrawal', cookie, { id: 999999 })).error_data).toEqual({ id: ['not_found'] });
    const done = await data('makewithdrawal', cookie, { method: 'demo_card', amount: '20', requisites });
    await settleDue(get().database.db, { userId: uid, now: new Date(Date.now() + 3600_000) });
    expect((await error('cancelwithdrawal', cookie, { id: done.transaction })).error_data).toEqual({ id: ['not_cancellable'] });
    await data('makewithdrawal', cookie, { method: 'demo_card', amount: '20', requisites });
    await data('makewithdrawal', cookie, { method: 'demo_card', amount: '20', requisites });
    expect(await data('cancelwithdrawal', cookie, {})).toBe(1); // no id: every pending one
    expect(await main(cookie)).toBe(180);
    await books(uid);
  });

  it('refuses a withdrawal over the main balance, bad requisites, missing profile data and a KYC block', async () => {
    const { uid, cookie } = await player(get(), 100);
    const requisites = { card_number: '411111...1111', card_holder: 'Ann Lee' };
    const over = await error('makewithdrawal', cookie, { method: 'demo_card', amount: '101', requisites });
    expect(over).toEqual({ type: 'InvalidParameterException', error_data: { amount: ['insufficient_funds'] } });
    expect(await main(cookie)).toBe(100);
    expect((await error('makewithdrawal', cookie, { method: 'demo_card', amount: '20', requisites: { card_number: '1234', card_holder: 'Ann 2' } })).error_data).toEqual({ card_number: ['cardNumber'], card_holder: ['wrongField'] });
    expect((await error('makewithdrawal', cookie, { method: 'demo_card', amount: '020', requisites })).error_data).toEqual({ amount: ['wrongField'] });
    expect((await error('makewithdrawal', cookie, { method: 'demo_bank', amount: '50', requisites: { iban: 'DE89370400440532013001', account_holder: 'Ann Lee' } })).error_data).toEqual({ iban: ['iban'] });
    const profile = await error('makewithdrawal', cookie, { method: 'demo_bank', amount: '50', requisites: { iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Ann Lee' } });
    expect(profile).toEqual({ type: 'UserNeedProfileDataException', error_data: { fields: ['first_name', 'last_name'] } });
    expect((await error('makewithdrawal', cookie, { method: 'demo_ewallet', amount: '50' })).error_data).toEqual({ method: ['unknown'] });

    const kyc = await player(get(), 100, { isKycBlockEnabled: true });
    expect((await error('makewithdrawal', kyc.cookie, { method: 'demo_card', amount: '20', requisites })).type).toBe('KycWithdrawalException');
    const verified = await player(get(), 100, { isKycBlockEnabled: true, isVerified: true });
    expect((await data('makewithdrawal', verified.cookie, { method: 'demo_card', amount: '20', requisites })).status).toBe('pending');
    expect(await main(cookie)).toBe(100);
    await books(uid);
  });

  it('a method needing profile data takes the withdrawal once the profile has it', async () => {
    const { cookie } = await player(get(), 100);
    expect(await data('saveProfileInfo', cookie, { first_name: 'Ann', last_name: 'Lee' })).toBe(1);
    const w = await data('makewithdrawal', cookie, { method: 'demo_bank', amount: '50', requisites: { iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Ann Lee' } });
    expect(w.status).toBe('pending');
  });

  it('a card value that is not a string (a JSON number) is refused on the card field, never read as its digits', async () => {
    const { uid, cookie } = await player(get(), 100);
    for (const [method, params] of [
      ['makewithdrawal', { method: 'demo_card', amount: '20', requisites: JSON.stringify({ card_number: 4111111111111111, card_holder: 'Ann Lee' }) }],
      ['makewithdrawal', { method: 'demo_card', amount: '20', requisites: { card_number: 4111111111111111, card_holder: 'Ann Lee' } }],
      ['makedeposit', { method: 'demo_card', amount: '20', requisites: JSON.stringify({ card_number: 4111111111111111 }) }],
    ] as const) {
      const res = await call(method, cookie, params);
      expect(res.status, `${method} ${JSON.stringify(params)}`).toBe(422);
      expect(res.body.error).toEqual({ type: 'InvalidParameterException', error_data: { card_number: ['cardNumber'] } });
    }
    expect(await main(cookie)).toBe(100);
    await books(uid);
  });

  it('withdrawals go back where the money came from: a method and a card deposited with, a bank account in the profile’s name', async () => {
    const { uid, cookie } = await player(get());
    const db = get().database.db;
    expect((await data('makedeposit', cookie, { method: 'demo_card', amount: '300', requisites: CARD })).status).toBe('success');
    // the deposit keeps the card as its mask and fingerprint, never its number; so does the remembered destination
    const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, uid));
    expect(row!.requisites).toEqual({ card_number: '411111...1111', card_number_fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const remembered = await db.select().from(paymentInstruments).where(eq(paymentInstruments.userId, uid));
    expect(remembered).toEqual([expect.objectContaining({ method: 'demo_card', mask: '411111...1111', fingerprint: row!.requisites.card_number_fingerprint })]);

    const refused = async (params: Record<string, unknown>, errorData: Record<string, string[]>) => {
      const res = await call('makewithdrawal', cookie, { amount: '50', ...params });
      expect(res.status, JSON.stringify(params)).toBe(422);
      expect(res.body.error, JSON.stringify(params)).toEqual({ type: 'InvalidParameterException', error_data: errorData });
    };
    // another card, by number or mask, or a new one: not the card deposited with
    for (const card_number of ['5555555555554444', '555555...4444', 'new']) {
      await refused({ method: 'demo_card', requisites: { card_number, card_holder: 'John Smith' } }, { card_number: ['card_not_deposited'] });
    }
    // a bank transfer: never deposited with
    const bank = (account_holder: string) => ({ method: 'demo_bank', requisites: { iban: 'DE89370400440532013000', account_holder } });
    await refused(bank('Someone Else'), { method: ['method_not_deposited'] });
    expect(await main(cookie)).toBe(300);
    // the card deposited with, by number or by its mask
    expect((await data('makewithdrawal', cookie, { method: 'demo_card', amount: '50', requisites: { ...CARD, card_holder: 'John Smith' } })).status).toBe('pending');
    expect((await data('makewithdrawal', cookie, { method: 'demo_card', amount: '50', requisites: { card_number: '411111...1111', card_holder: 'John Smith' } })).status).toBe('pending');
    expect(JSON.stringify(await db.select({ requisites: paymentTransactions.requisites }).from(paymentTransactions).where(eq(paymentTransactions.userId, uid)))).not.toContain(CARD.card_number);

    // a bank deposit opens bank transfers once it succeeds (not while pending)
    const pending = await data('makedeposit', cookie, { method: 'demo_bank', amount: '100' });
    await refused(bank('Someone Else'), { method: ['method_not_deposited'] });
    await settleDue(db, { userId: uid, now: new Date(Date.now() + 60_000) });
    expect((await data('getdepositinfo', cookie, { transaction: pending.transaction }, 'GET')).status).toBe('success');
    // no name in the profile yet: the profile first, as before
    expect(await error('makewithdrawal', cookie, { amount: '50', ...bank('Someone Else') })).toEqual({ type: 'UserNeedProfileDataException', error_data: { fields: ['first_name', 'last_name'] } });
    expect(await data('saveProfileInfo', cookie, { first_name: 'José', last_name: 'Müller' })).toBe(1);
    for (const holder of ['Someone Else', 'José Müllers', 'José']) await refused(bank(holder), { account_holder: ['not_own_name'] });
    expect(await main(cookie)).toBe(300 + 100 - 50 - 50);
    for (const holder of ['José Müller', 'JOSE MULLER', 'Müller  José']) expect((await data('makewithdrawal', cookie, { amount: '50', ...bank(holder) })).status, holder).toBe('pending');
    expect(await main(cookie)).toBe(300 + 100 - 50 - 50 - 3 * 50);
    await books(uid);
  });

  it('the seeded demo players withdraw to the card they deposited with; cards kept by older rows become fingerprints at start', async () => {
    const db = get().database.db;
    const demo = await signedIn(get(), await demoUid(get()));
    const w = await data('makewithdrawal', demo, { method: 'demo_card', amount: '20', requisites: { card_number: DEMO_DEPOSIT_CARD, card_holder: 'Demo Player' } });
    expect(w.status).toBe('pending');
    expect(await data('cancelwithdrawal', demo, { id: w.transaction })).toBe(1);
    expect((await error('makewithdrawal', demo, { method: 'demo_card', amount: '20', requisites: { card_number: '5555555555554444', card_holder: 'Demo Player' } })).error_data).toEqual({ card_number: ['card_not_deposited'] });

    // a deposit written before fingerprints, its card number in the clear
    const { uid, cookie } = await player(get(), 100, {}, []);
    const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, uid));
    await db.insert(paymentTransactions).values({ userId: uid, walletId: wallet!.id, type: 'deposit', method: 'demo_card', amount: 5_000n, currency: 'USD', status: 'success', outcome: 'success', requisites: { card_number: '5555555555554444' } });
    expect((await error('makewithdrawal', cookie, { method: 'demo_card', amount: '20', requisites: { card_number: '5555555555554444', card_holder: 'Ann Lee' } })).error_data).toEqual({ method: ['method_not_deposited'] });
    expect(await rememberLegacyCards(db)).toBeGreaterThanOrEqual(1);
    expect(await rememberLegacyCards(db)).toBe(0);
    const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, uid));
    expect(row!.requisites).toEqual({ card_number: '555555...4444', card_number_fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await data('makewithdrawal', cookie, { method: 'demo_card', amount: '20', requisites: { card_number: '5555555555554444', card_holder: 'Ann Lee' } })).status).toBe('pending');
  });

  it('enforces the day’s withdrawal count and amount limits', async () => {
    const { cookie } = await player(get(), 20_000);
    const requisites = { card_number: '411111...1111', card_holder: 'Ann Lee' };
    for (let i = 0; i < 2; i += 1) await data('makewithdrawal', cookie, { method: 'demo_card', amount: '5000', requisites });
    const period = await error('makewithdrawal', cookie, { method: 'demo_card', amount: '100', requisites });
    expect(period).toEqual({ type: 'WithdrawalLimitsPeriodExceededException', error_data: { available_amount: 0, period: 1 } });
    await data('cancelwithdrawal', cookie, {});
    for (let i = 0; i < 5; i += 1) await data('makewithdrawal', cookie, { method: 'demo_card', amount: '20', requisites });
    expect(await error('makewithdrawal', cookie, { method: 'demo_card', amount: '20', requisites })).toEqual({ type: 'WithdrawalLimitsExceededException', error_data: { limit: 5, period: 1 } });
  });

  it('deposit limits: set, enforced with available_amount, stricter at once, looser after the cooling-off', async () => {
    const { uid, cookie } = await player(get());
    expect(await data('getDepositLimit', cookie, {}, 'GET')).toMatchObject({ limit_amount: null, period: 'none', available_amount: null, can_edit: true, expired_at: null });
    const set = await data('setDepositLimit', cookie, { limit_amount: '100', period: '7' });
    expect(set).toMatchObject({ limit_amount: 100, period: '7', available_amount: 100, can_edit: true, pending: null });
    expect(new Date(set.expired_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    await data('makedeposit', cookie, { method: 'demo_card', requisites: CARD, amount: '80' });
    expect(await error('makedeposit', cookie, { method: 'demo_card', requisites: CARD, amount: '30' })).toEqual({ type: 'BillingDepositLimitExceededException', error_data: { available_amount: 20 } });
    await data('makedeposit', cookie, { method: 'demo_declined', requisites: CARD, amount: '20' }); // declined: not counted
    expect((await data('getDepositLimit', cookie, {}, 'GET')).available_amount).toBe(20);

    const raised = await data('setDepositLimit', cookie, { limit_amount: '500', period: '7' });
    expect(raised).toMatchObject({ limit_amount: 100, available_amount: 20, can_edit: false, pending: { limit_amount: 500, period: '7' } });
    expect(new Date(raised.pending.applies_at).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect((await error('makedeposit', cookie, { method: 'demo_card', requisites: CARD, amount: '30' })).type).toBe('BillingDepositLimitExceededException');
    const lowered = await data('setDepositLimit', cookie, { limit_amount: '90', period: '14' });
    expect(lowered).toMatchObject({ limit_amount: 90, period: '14', available_amount: 10, can_edit: true, pending: null }); // a longer period stretches the window: the 80 still counts
    expect((await data('setDepositLimit', cookie, { period: 'none' })).pending).toMatchObject({ limit_amount: null, period: 'none' });
    expect((await error('setDepositLimit', cookie, { limit_amount: '0100', period: '7' })).error_data).toEqual({ limit_amount: ['wrongField'] });
    expect((await error('setDepositLimit', cookie, { limit_amount: '100', period: '5' })).type).toBe('InvalidParameterException');
    await books(uid);
  });

  it('getdepositsettings: a visitor may name one of the site\'s currencies (a player shell\'s list); a player\'s own currency wins', async () => {
    const inEur = await data('getdepositsettings', null, { currency: 'EUR' }, 'GET');
    expect(inEur.length).toBe(6);
    expect(inEur[0]).toMatchObject({ currency: 'EUR' });
    expect((await error('getdepositsettings', null, { currency: 'XYZ' }, 'GET')).error_data).toEqual({ currency: ['unknown'] });
    expect((await error('getdepositsettings', null, { currency: 'eur1' }, 'GET')).type).toBe('InvalidParameterException');
    const { cookie } = await player(get(), 10);
    expect((await data('getdepositsettings', cookie, { currency: 'EUR' }, 'GET'))[0]).toMatchObject({ currency: 'USD' });
  });

  it('getcurrencyrates and setCurrency switch the player to another wallet', async () => {
    const { uid, cookie } = await player(get(), 10);
    expect(await data('getcurrencyrates', cookie, {}, 'GET')).toEqual({ USD: 1, EUR: 0.92, BRL: 5.45 });
    const bus = events();
    expect(await data('setCurrency', cookie, { currency: 'eur' })).toMatchObject({ currency: 'EUR', balance_main: { amount: 0, currency: 'EUR' } });
    bus.off();
    expect(bus.seen).toContainEqual(expect.objectContaining({ userId: uid, event: 'account.balance_updated' }));
    expect((await data('getdepositsettings', cookie, {}, 'GET'))[0]).toMatchObject({ currency: 'EUR' });
    expect((await error('setCurrency', cookie, { currency: 'XYZ' })).error_data).toEqual({ currency: ['unknown'] });
    expect(await data('setCurrency', cookie, { currency: 'USD' })).toMatchObject({ balance_main: { amount: 10, currency: 'USD' } });
    const [row] = await get().database.db.select({ n: sql<number>`count(*)::int` }).from(paymentTransactions).where(and(eq(paymentTransactions.userId, uid)));
    expect(Number(row!.n)).toBe(0);
  });

  it("pushes account.balance_updated to the player's socket when a deposit lands, and a timer settles a pending one", async () => {
    const { uid, cookie } = await player(get());
    const { server, url } = await serve(get());
    const socket = await socketTo(url, { token: await tokenFor(get(), uid) });
    try {
      const pushed = nextEvent(socket, 'account.balance_updated');
      await data('makedeposit', cookie, { method: 'demo_card', requisites: CARD, amount: '10' });
      expect(await pushed).toMatchObject({ balance_main: { amount: 10, currency: 'USD' }, balance_fun: { amount: 0, currency: 'USD' } });

      const pending = await data('makedeposit', cookie, { method: 'demo_bank', amount: '20' });
      const settled = nextEvent(socket, 'account.balance_updated');
      const [row] = await get().database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, Number(pending.transaction)));
      scheduleSettle(get().database.db, { ...row!, settleAt: new Date(Date.now() + 50) }, get().bus);
      expect(await settled).toMatchObject({ balance_main: { amount: 30, currency: 'USD' } });
      expect((await data('getdepositinfo', cookie, { transaction: pending.transaction }, 'GET')).status).toBe('success');
    } finally {
      socket.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('resumePayments (at start) settles what fell due while no process ran', async () => {
    const { uid, cookie } = await player(get());
    const db = get().database.db;
    const old = await deposits.start(db, { userId: uid, currency: 'USD', method: 'demo_bank', amount: '30' }, { now: new Date(Date.now() - 3600_000) });
    const fresh = await data('makedeposit', cookie, { method: 'demo_bank', amount: '20' });
    await resumePayments(db, get().bus);
    const status = async (id: string) => (await db.select({ status: paymentTransactions.status }).from(paymentTransactions).where(eq(paymentTransactions.id, Number(id))))[0]!.status;
    expect(await status(old.transaction)).toBe('success');
    expect(await status(fresh.transaction)).toBe('pending');
    expect(await main(cookie)).toBe(30);
  });

  it('reads a multipart makedeposit as the site sends it (requisites as JSON text, campaign_offer_id)', async () => {
    const { uid, cookie } = await player(get());
    const body = await multipart({ method: 'demo_mobile', amount: '25', campaign_offer_id: '-1', requisites: JSON.stringify({ phone: '5551234567' }) });
    const res = await get().app.inject({ method: 'POST', url: '/api/makedeposit?v=2&locale=en-US', payload: body.payload, headers: { ...body.headers, cookie } });
    expect(res.json().data).toMatchObject({ status: 'mobile', amount: { amount: 25, currency: 'USD' } });
    const [row] = await get().database.db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, uid));
    expect(row).toMatchObject({ requisites: { phone: '5551234567' }, campaignOfferId: null, status: 'pending', outcome: 'mobile' });
  });
});
