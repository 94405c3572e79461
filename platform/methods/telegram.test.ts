import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema';
import { SESSION_COOKIE } from '../services/sessions';
import { signInitData } from '../services/telegram';
import { describeEachDb, freshIp } from '../test/harness';

const TOKEN = '987654:platform-test-token';
const initData = (id: number, extra: Record<string, string> = {}, authDate = Math.floor(Date.now() / 1000) - 5) =>
  signInitData({ user: JSON.stringify({ id, username: 'TelePlayer', language_code: 'es' }), auth_date: String(authDate), ...extra }, TOKEN);

describeEachDb(
  'Telegram registration and login',
  (get) => {
    const register = (payload: Record<string, unknown>) =>
      get().app.inject({ method: 'POST', url: '/api/register', payload, headers: { 'x-forwarded-for': freshIp() } });

    it('creates a player for signed init data, then signs the same Telegram user in again', async () => {
      const id = 700_000 + Math.floor(Math.random() * 100_000);
      const first = await register({ is_tg: '1', id: String(id), username: 'TelePlayer', language_code: 'es', payload: initData(id, { query_id: 'AAE' }) });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toMatchObject({ status: 1, locale: 'es-ES', user: { login: `tg_${id}`, fakename: 'TelePlayer', is_registration_completed: false } });
      expect(String(first.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=`);
      // another client sends other fields (no query_id, a signature) and the hash apart
      const signed = new URLSearchParams(initData(id, { signature: 'xyz', chat_type: 'private' }));
      const hash = signed.get('hash')!;
      signed.delete('hash');
      const again = await register({ is_tg: '1', id: String(id), hash, payload: signed.toString() });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data.user.uid).toBe(first.json().data.user.uid);
      const rows = await get().database.db.select().from(users).where(eq(users.telegramId, String(id)));
      expect(rows).toHaveLength(1);
    });

    it('refuses forged, expired or mismatched data with InvalidParameterException', async () => {
      const forged = initData(1).replace('TelePlayer', 'Someone');
      expect((await register({ is_tg: '1', payload: forged })).json().error).toEqual({ type: 'InvalidParameterException', error_data: { hash: ['invalid'] } });
      const old = initData(1, {}, Math.floor(Date.now() / 1000) - 25 * 3600);
      expect((await register({ is_tg: '1', payload: old })).json().error.error_data).toEqual({ payload: ['expired'] });
      expect((await register({ is_tg: '1', id: '2', payload: initData(1) })).json().error.error_data).toEqual({ id: ['wrongField'] });
      expect((await register({ is_tg: '1' })).json().error.error_data).toEqual({ payload: ['required'] });
    });

    it('answers UserBanned for a banned Telegram player', async () => {
      const id = 900_000 + Math.floor(Math.random() * 50_000);
      const made = await register({ is_tg: '1', payload: initData(id) });
      await get().database.db.update(users).set({ banned: true }).where(eq(users.uid, made.json().data.user.uid));
      expect((await register({ is_tg: '1', payload: initData(id) })).json().error.type).toBe('UserBannedException');
    });
  },
  { TELEGRAM_BOT_TOKEN: TOKEN },
);
