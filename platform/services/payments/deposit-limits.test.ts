import { expect, it } from 'vitest';
import { users } from '../../db/schema';
import { describeEachDb, type TestPlatform } from '../../test/harness';
import { deposits, readDepositLimit, setDepositLimit } from '.';

const CARD = { card_number: '4111111111111111' };
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const T0 = new Date('2026-03-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
let seq = 0;

async function newPlayer(platform: TestPlatform): Promise<number> {
  seq += 1;
  const [user] = await platform.database.db.insert(users).values({ login: `limits${seq}-${Date.now().toString(36)}@example.com`, currency: 'USD' }).returning();
  return user!.uid;
}

describeEachDb('deposit limits (injected clock)', (get) => {
  const db = () => get().database.db;
  const deposit = (userId: number, amount: string, now: Date) => deposits.start(db(), { userId, currency: 'USD', method: 'demo_card', amount, requisites: CARD }, { now });

  it('counts deposits in windows of the period from when the limit was set; available resets at expired_at', async () => {
    const uid = await newPlayer(get());
    expect(await setDepositLimit(db(), uid, 'USD', { limit_amount: '100', period: '1' }, T0)).toMatchObject({ limit_amount: 100, period: '1', available_amount: 100, expired_at: at(DAY).toISOString() });
    await deposit(uid, '60', at(HOUR));
    await expect(deposit(uid, '50', at(2 * HOUR))).rejects.toMatchObject({ type: 'BillingDepositLimitExceededException', data: { available_amount: 40 } });
    await deposit(uid, '40', at(3 * HOUR));
    expect(await readDepositLimit(db(), uid, 'USD', at(23 * HOUR))).toMatchObject({ available_amount: 0, expired_at: at(DAY).toISOString() });
    expect(await readDepositLimit(db(), uid, 'USD', at(DAY + HOUR))).toMatchObject({ available_amount: 100, expired_at: at(2 * DAY).toISOString() });
    await deposit(uid, '100', at(DAY + HOUR));
  });

  it('an increase, a shorter period or a removal waits 24 h; a decrease applies at once and drops the waiting change', async () => {
    const uid = await newPlayer(get());
    await setDepositLimit(db(), uid, 'USD', { limit_amount: '100', period: '7' }, T0);
    const raised = await setDepositLimit(db(), uid, 'USD', { limit_amount: '300', period: '7' }, at(HOUR));
    expect(raised).toMatchObject({ limit_amount: 100, can_edit: false, pending: { limit_amount: 300, period: '7', applies_at: at(25 * HOUR).toISOString() } });
    expect(await readDepositLimit(db(), uid, 'USD', at(25 * HOUR - 1))).toMatchObject({ limit_amount: 100, can_edit: false });
    expect(await readDepositLimit(db(), uid, 'USD', at(25 * HOUR))).toMatchObject({ limit_amount: 300, period: '7', can_edit: true, pending: null, expired_at: at(7 * DAY).toISOString() });

    const shorter = await setDepositLimit(db(), uid, 'USD', { limit_amount: '300', period: '1' }, at(2 * DAY));
    expect(shorter).toMatchObject({ period: '7', pending: { period: '1' } });
    const lower = await setDepositLimit(db(), uid, 'USD', { limit_amount: '200', period: '7' }, at(2 * DAY + HOUR));
    expect(lower).toMatchObject({ limit_amount: 200, period: '7', pending: null, can_edit: true });
    expect(await readDepositLimit(db(), uid, 'USD', at(4 * DAY))).toMatchObject({ limit_amount: 200, period: '7' });

    const removal = await setDepositLimit(db(), uid, 'USD', { period: 'none' }, at(5 * DAY));
    expect(removal).toMatchObject({ limit_amount: 200, pending: { limit_amount: null, period: 'none', applies_at: at(6 * DAY).toISOString() } });
    await expect(deposit(uid, '250', at(5 * DAY + HOUR))).rejects.toMatchObject({ type: 'BillingDepositLimitExceededException' });
    expect(await readDepositLimit(db(), uid, 'USD', at(6 * DAY))).toMatchObject({ limit_amount: null, period: 'none', available_amount: null, pending: null, can_edit: true });
    await deposit(uid, '250', at(6 * DAY + HOUR));
  });

  it('concurrent deposits cannot pass the limit together', async () => {
    const uid = await newPlayer(get());
    const now = new Date();
    await setDepositLimit(db(), uid, 'USD', { limit_amount: '100', period: '30' }, now);
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => deposit(uid, '10', now)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.type === 'BillingDepositLimitExceededException')).toBe(true);
    expect(await readDepositLimit(db(), uid, 'USD', now)).toMatchObject({ available_amount: 0 });
  });

  it('a limit keeps its currency and counts deposits in every currency, converted', async () => {
    const uid = await newPlayer(get());
    await setDepositLimit(db(), uid, 'USD', { limit_amount: '100', period: '7' }, T0);
    await deposit(uid, '50', at(HOUR));
    const eur = await readDepositLimit(db(), uid, 'EUR', at(HOUR));
    expect(eur).toMatchObject({ currency: 'USD', limit_amount: 100, available_amount: 50 });
    await expect(deposits.start(db(), { userId: uid, currency: 'EUR', method: 'demo_card', amount: '50', requisites: CARD }, { now: at(2 * HOUR) })).rejects.toMatchObject({ type: 'BillingDepositLimitExceededException', data: { available_amount: 46 } });
    await deposits.start(db(), { userId: uid, currency: 'EUR', method: 'demo_card', amount: '46', requisites: CARD }, { now: at(2 * HOUR) });
    expect(await readDepositLimit(db(), uid, 'USD', at(3 * HOUR))).toMatchObject({ available_amount: 0 });
    // set from a EUR wallet: still in the limit's currency (USD), and a lower one applies at once
    expect(await setDepositLimit(db(), uid, 'EUR', { limit_amount: '80', period: '7' }, at(4 * HOUR))).toMatchObject({ currency: 'USD', limit_amount: 80, pending: null });
  });
});
