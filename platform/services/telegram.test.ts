import { describe, expect, it } from 'vitest';
import { dataCheckString, signInitData, verifyInitData } from './telegram';

const TOKEN = '123456:TEST-token';
const now = Date.UTC(2026, 0, 10, 12, 0, 0);
const authDate = String(Math.floor(now / 1000) - 60);
const user = JSON.stringify({ id: 42, first_name: 'Ana', username: 'ana_plays', language_code: 'pt' });

describe('Telegram web-app init data', () => {
  it('builds the data-check-string from every field but hash, sorted', () => {
    expect(dataCheckString(new URLSearchParams('b=2&hash=x&a=1&c=3'))).toBe('a=1\nb=2\nc=3');
  });

  it('accepts data signed with the bot token, with or without query_id and with extra fields', () => {
    const variants: Record<string, string>[] = [
      { query_id: 'AAH', user, auth_date: authDate },
      { user, auth_date: authDate, chat_type: 'sender', chat_instance: '-1', signature: 'abc' },
    ];
    for (const fields of variants) {
      const check = verifyInitData(signInitData(fields, TOKEN), TOKEN, { now });
      expect(check).toEqual({ ok: true, authDate: Number(authDate), user: { id: '42', username: 'ana_plays', firstName: 'Ana', lastName: undefined, languageCode: 'pt' } });
    }
  });

  it('takes the hash apart from the data', () => {
    const signed = new URLSearchParams(signInitData({ user, auth_date: authDate }, TOKEN));
    const hash = signed.get('hash')!;
    signed.delete('hash');
    expect(verifyInitData(signed.toString(), TOKEN, { hash, now }).ok).toBe(true);
  });

  it('refuses forged data: another token, a changed field, a bad hash', () => {
    expect(verifyInitData(signInitData({ user, auth_date: authDate }, 'other:token'), TOKEN, { now })).toEqual({ ok: false, reason: 'forged' });
    const tampered = signInitData({ user, auth_date: authDate }, TOKEN).replace('ana_plays', 'admin');
    expect(verifyInitData(tampered, TOKEN, { now })).toEqual({ ok: false, reason: 'forged' });
    expect(verifyInitData(`user=${encodeURIComponent(user)}&auth_date=${authDate}&hash=zz`, TOKEN, { now })).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyInitData(`user=${encodeURIComponent(user)}&auth_date=${authDate}`, TOKEN, { now })).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses data older than 24 hours or without auth_date', () => {
    const old = String(Math.floor(now / 1000) - 24 * 3600 - 1);
    expect(verifyInitData(signInitData({ user, auth_date: old }, TOKEN), TOKEN, { now })).toEqual({ ok: false, reason: 'expired' });
    expect(verifyInitData(signInitData({ user }, TOKEN), TOKEN, { now })).toEqual({ ok: false, reason: 'expired' });
  });

  it('needs a user with an id', () => {
    expect(verifyInitData(signInitData({ auth_date: authDate }, TOKEN), TOKEN, { now })).toEqual({ ok: false, reason: 'malformed' });
  });
});
