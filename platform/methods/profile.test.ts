import { expect, it } from 'vitest';
import { SESSION_COOKIE } from '../services/sessions';
import { describeEachDb, freshIp, lastMessage } from '../test/harness';

let n = 0;
const unique = () => `profile${Date.now().toString(36)}${(n += 1)}@example.com`;

describeEachDb('profile methods', (get) => {
  async function call(method: string, payload: Record<string, unknown> | null, cookie?: string) {
    const res = await get().app.inject(
      payload
        ? { method: 'POST', url: `/api/${method}`, payload, headers: { 'x-forwarded-for': freshIp(), ...(cookie && { cookie }) } }
        : { method: 'GET', url: `/api/${method}`, headers: { ...(cookie && { cookie }) } },
    );
    expect(res.statusCode, res.body).toBeLessThan(500);
    return { ...(res.json() as { data?: unknown; error?: { type: string; error_data?: Record<string, unknown> } }), res };
  }
  async function register() {
    const email = unique();
    const { res, data } = await call('register', { email, password: 'Secret12', terms: '1' });
    const cookie = `${SESSION_COOKIE}=${/sid=([^;]+)/.exec(String(res.headers['set-cookie']))![1]}`;
    return { email, cookie, uid: (data as { user: { uid: number } }).user.uid };
  }

  it('saveProfileInfo checks §5 rules per field and answers 1; getprofileinfo reads the saved profile', async () => {
    const { cookie } = await register();
    const bad = await call('saveProfileInfo', { first_name: 'Ann3', last_name: 'Lee!', birth_date: '31.02.1990', postcode: '123456789', country_code: 'US' }, cookie);
    expect(bad.error).toMatchObject({ type: 'InvalidParameterException', error_data: { first_name: ['name'], last_name: ['name'], birth_date: expect.any(Array), postcode: ['wrongField'] } });
    // a town or an address with symbols: the §5 address rule's code, as the settings form says it; an unchosen sex is required
    const place = await call('saveProfileInfo', { first_name: 'O@Brien', home_town: 'Town<script>', address: 'Town<script>', sex: 0 }, cookie);
    expect(place.error?.error_data).toEqual({ first_name: ['name'], home_town: ['address'], address: ['address'], sex: ['required'] });
    const empty = await call('saveProfileInfo', { first_name: '', last_name: 'Lee' }, cookie);
    expect(empty.error?.error_data).toMatchObject({ first_name: ['required'] });
    const ok = await call('saveProfileInfo', { first_name: 'Ann', last_name: 'Lee', birth_date: '01.02.1990', country_code: 'US', sex: '2' }, cookie);
    expect(ok.error?.error_data ?? ok.data, JSON.stringify(ok.error)).toBe(1);
    const info = await call('getprofileinfo', null, cookie);
    expect(info.data).toMatchObject({ first_name: 'Ann', last_name: 'Lee', birth_date: '01.02.1990', country_code: 'US', sex: 2 });
  });

  it('saveProfileInfo checks every field it carries, shown on the form or not, and refuses keys it does not change (QA repro)', async () => {
    const { cookie, email } = await register();
    const other = await register();
    const before = (await call('getprofileinfo', null, cookie)).data;
    // a fresh player: no country, so middle_name is hidden and there is no document on the form
    for (const [payload, errorData] of [
      [{ middle_name: '<img src=x onerror=alert(1)>' }, { middle_name: ['name'] }],
      [{ country: 'ZZ<' }, { country: ['wrongField'] }],
      [{ document_type: '<script>' }, { document_type: ['wrongField'] }],
      [{ document_number: '‹img…>' }, { document_number: ['regex'] }],
      [{ sex: '7' }, { sex: ['wrongField'] }],
      [{ phone_country_code: '<x>' }, { phone_country_code: ['wrongField'] }],
      [{ country_code: '1' }, { country_code: ['wrongField'] }],
      [{ email: other.email, login: 'someone' }, { email: ['wrongField'], login: ['wrongField'] }],
      [{ first_name: 'Ann', currency: 'EUR', mobile: '2025550143', fakename: 'LuckyAnn', nickname: 'x' }, { currency: ['wrongField'], mobile: ['wrongField'], fakename: ['wrongField'], nickname: ['wrongField'] }],
    ] as const) {
      const res = await call('saveProfileInfo', payload, cookie);
      expect(res.error, JSON.stringify(payload)).toEqual({ type: 'InvalidParameterException', error_data: errorData });
    }
    // nothing of it was stored, the e-mail and login are the player's own
    expect((await call('getprofileinfo', null, cookie)).data).toEqual(before);
    expect((await call('getInfo', null, cookie)).data).toMatchObject({ login: email });

    // good values of fields the form does not show are saved like shown ones
    const ok = await call('saveProfileInfo', { middle_name: 'Maria', country: 'Brasil', document_type: 'cpf', document_number: '123.456.789-09', sex: '1' }, cookie);
    expect(ok.data, JSON.stringify(ok.error)).toBe(1);
    expect((await call('getprofileinfo', null, cookie)).data).toMatchObject({ middle_name: 'Maria', country: 'Brasil', sex: 1, document: { type: 'cpf', number: '123.456.789-09' } });
  });

  it("the site's own form saves keep working for every country, and a stored value stays saveable after a country change", async () => {
    const { personalDataFields, PHONE_COUNTRIES } = await import('../services/countries');
    // features/profile/form-fields' formDefinitions (platform/ may not import features/): the shown fields but the contacts
    const formDefinitions = (defs: ReturnType<typeof personalDataFields>) => defs.filter((d) => d.params.is_visible && d.sysname !== 'email' && d.sysname !== 'mobile');
    const sample = (d: { sysname: string; options?: { list?: unknown[]; regex?: string } | undefined }): string => {
      const first = d.options?.list?.[0] as { id?: unknown } | string | undefined;
      if (first !== undefined) return String(typeof first === 'object' ? first.id : first);
      const texts: Record<string, string> = { first_name: 'Ann', middle_name: 'Maria', last_name: 'Lee', birth_date: '01.02.1990', home_town: 'Austin', address: '1 Congress Avenue', region: 'Île-de-France' };
      if (texts[d.sysname]) return texts[d.sysname]!;
      const regex = d.options?.regex ? new RegExp(d.options.regex) : /./;
      const found = ['78701', '01310-100', '1000-001', 'SW1A 1AA', '123.456.789-09'].find((v) => regex.test(v));
      expect(found, d.sysname).toBeDefined();
      return found!;
    };
    const { cookie } = await register();
    for (const country of [...PHONE_COUNTRIES.map((c) => c.country_code), '']) {
      // what personal-data-form sends: every shown field, the sex as its id, and the country's name
      const params: Record<string, string | number> = {};
      for (const d of formDefinitions(personalDataFields(country || undefined))) params[d.sysname] = d.sysname === 'sex' ? 2 : d.sysname === 'country_code' ? country : sample(d);
      const name = PHONE_COUNTRIES.find((c) => c.country_code === country)?.name;
      if (name) params.country = name;
      if (!country) delete params.country_code;
      const res = await call('saveProfileInfo', params, cookie);
      expect(res.error?.error_data ?? res.data, `${country} ${JSON.stringify(params)}`).toBe(1);
    }
    // a Brazilian's middle name and CPF stay saveable once the country (and the form) no longer shows them
    expect((await call('saveProfileInfo', { country_code: 'BR', country: 'Brasil', middle_name: 'Maria', document_type: 'cpf', document_number: '123.456.789-09' }, cookie)).data).toBe(1);
    expect((await call('saveProfileInfo', { country_code: 'us', country: 'United States' }, cookie)).data).toBe(1);
    const stored = (await call('getprofileinfo', null, cookie)).data as Record<string, string>;
    expect(stored).toMatchObject({ country_code: 'US', middle_name: 'Maria', document_type: 'cpf' });
    const again = await call('saveProfileInfo', { middle_name: stored.middle_name!, document_type: stored.document_type!, document_number: stored.document_number!, country: 'Brasil' }, cookie);
    expect(again.error?.error_data ?? again.data).toBe(1);

    // a country registration accepted but the select does not list stays saveable for its player; no other unlisted one
    const email = unique();
    const reg = await call('register', { email, password: 'Secret12', terms: '1', country_code: 'FR' });
    const fr = `${SESSION_COOKIE}=${/sid=([^;]+)/.exec(String(reg.res.headers['set-cookie']))![1]}`;
    const own = await call('saveProfileInfo', { first_name: 'Ann', last_name: 'Lee', country_code: 'FR' }, fr);
    expect(own.error?.error_data ?? own.data).toBe(1);
    expect((await call('saveProfileInfo', { country_code: 'IT' }, fr)).error?.error_data).toEqual({ country_code: ['wrongField'] });
    expect((await call('getprofileinfo', null, fr)).data).toMatchObject({ first_name: 'Ann', country_code: 'FR' });
  });

  it('changefakename, changelocale and notification settings', async () => {
    const { cookie } = await register();
    expect((await call('changefakename', { fakename: 'ab' }, cookie)).error?.error_data).toMatchObject({ fakename: expect.any(Array) });
    expect((await call('changefakename', { fakename: 'Lucky_1' }, cookie)).error?.type).toBe('InvalidParameterException');
    expect((await call('changefakename', { fakename: 'LuckyAnn' }, cookie)).data).toBe(1);
    expect((await call('changelocale', { locale: 'xx-YY' }, cookie)).error?.error_data).toMatchObject({ locale: ['wrongField'] });
    expect((await call('changelocale', { locale: 'es-ES' }, cookie)).data).toBe(1);
    expect((await call('getInfo', null, cookie)).data).toMatchObject({ fakename: 'LuckyAnn', locale: 'es-ES' });
    // registered without a marketing opt-in: the offers are off, the service messages on (notification-settings.test.ts)
    expect((await call('setNotificationSettings', { bonus_offers: '0' }, cookie)).data).toMatchObject({ bonus_offers: false, tournaments: false, payment_results: true });
    expect((await call('getNotificationSettings', null, cookie)).data).toMatchObject({ bonus_offers: false });
  });

  it('a phone is added with its country, confirmed by the code sent to it; subscription per contact; signed unsubscribe link', async () => {
    const { cookie, email, uid } = await register();
    expect((await call('addcontact', { type: 'phone', contact: '123', phone_country_code: 'GB' }, cookie)).error?.error_data).toMatchObject({ contact: ['wrongPhoneFormat'] });
    expect((await call('addcontact', { type: 'phone', contact: '7911123456', phone_country_code: 'GB' }, cookie)).data).toBe(1);
    const sms = await lastMessage(get(), '447911123456');
    expect(sms).toMatchObject({ channel: 'sms', template: 'phone_confirm_code' });
    expect((await call('confirmContact', { contact: '447911123456', code: '000000' === sms!.code ? '111111' : '000000' }, cookie)).error?.error_data).toMatchObject({ code: ['invalid'] });
    expect((await call('confirmContact', { contact: '447911123456', code: sms!.code }, cookie)).data).toBe(1);
    expect((await call('changeSubscription', { contact: '447911123456', subscription: '1' }, cookie)).data).toBe(1);
    expect((await call('changeSubscription', { contact: email, subscription: '1' }, cookie)).data).toBe(1);
    const contacts = ((await call('getprofileinfo?fields=contacts', null, cookie)).data as { contacts: unknown[] }).contacts;
    expect(contacts).toEqual([
      { type: 'email', contact: email, is_confirmed: false, is_subscribed: true },
      { type: 'phone', contact: '447911123456', is_confirmed: true, is_subscribed: true, phone_country_code: 'GB' },
    ]);
    const { unsubscribeQuery } = await import('../services/profile');
    const { findByUid } = await import('../services/users');
    const query = await unsubscribeQuery(get().database.db, (await findByUid(get().database.db, uid))!);
    const params = Object.fromEntries(new URLSearchParams(query));
    expect((await call('unsubscribe', { ...params, token: 'x'.repeat(params.token!.length) })).error?.error_data).toMatchObject({ token: ['invalid'] });
    expect((await call('unsubscribe', params)).data).toBe(1);
    expect((await call('getInfo', null, cookie)).data).toMatchObject({ is_subscribed: false });
  });

  it('the e-mail of a subscribed player links to the unsubscribe page and carries RFC 8058 one-click headers; a GET changes nothing, the POST unsubscribes', async () => {
    const email = unique();
    const { res } = await call('register', { email, password: 'Secret12', terms: '1', notify: '1' });
    const cookie = `${SESSION_COOKIE}=${/sid=([^;]+)/.exec(String(res.headers['set-cookie']))![1]}`;
    const mail = (await lastMessage(get(), email)) as unknown as { template: string; body: string; headers: Record<string, string> };
    expect(mail.template).toBe('email_confirmation');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<(.+)>$/.exec(mail.headers['List-Unsubscribe']!)![1]!);
    expect(oneClick.pathname).toBe('/api/unsubscribe');
    const page = new URL(/https?:\/\/\S+\/unsubscribe\?\S+/.exec(mail.body)![0]);
    expect(Object.fromEntries(page.searchParams)).toEqual(Object.fromEntries(oneClick.searchParams));

    // a mail scanner's GET of either address unsubscribes nobody
    const scan = await get().app.inject({ method: 'GET', url: `${oneClick.pathname}${oneClick.search}` });
    expect(scan.statusCode).toBe(405);
    expect((await call('getInfo', null, cookie)).data).toMatchObject({ is_subscribed: true });

    // a forged token is refused, the mail provider's one-click POST (form body, no Origin, no session) works
    const forged = new URLSearchParams(oneClick.search);
    forged.set('token', 'y'.repeat(forged.get('token')!.length));
    const oneClickPost = (search: string) =>
      get().app.inject({ method: 'POST', url: `/api/unsubscribe?${search}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await oneClickPost(forged.toString())).json()).toMatchObject({ error: { type: 'InvalidParameterException', error_data: { token: ['invalid'] } } });
    expect((await call('getInfo', null, cookie)).data).toMatchObject({ is_subscribed: true });
    const done = await oneClickPost(oneClick.search.slice(1));
    expect(done.json()).toEqual({ data: 1 });
    expect((await call('getInfo', null, cookie)).data).toMatchObject({ is_subscribed: false });
  });

  it('sign out other sessions keeps this one', async () => {
    const { cookie, email } = await register();
    const other = await call('login', { login: email, password: 'Secret12' });
    const otherCookie = `${SESSION_COOKIE}=${/sid=([^;]+)/.exec(String(other.res.headers['set-cookie']))![1]}`;
    expect((await call('signOutOtherSessions', {}, cookie)).data).toBe(1);
    expect((await call('getInfo', null, otherCookie)).data).toMatchObject({ uid: 0 });
    expect((await call('getInfo', null, cookie)).data).not.toMatchObject({ uid: 0 });
  });

  it('identity verification with the demo provider: upload, review request in the outbox, approve or reject', async () => {
    const { cookie, uid } = await register();
    expect((await call('sumsub/createApplicant', {}, cookie)).data).toEqual({ applicant_id: `demo-${uid}`, provider: 'demo' });
    expect((await call('sumsub/getAccessToken', {}, cookie)).data).toMatchObject({ token: expect.stringMatching(/^demo\./), provider: 'demo' });
    expect((await call('verification/submitDocument', { document_type: 'selfie', document_name: 'a.png' }, cookie)).error?.type).toBe('InvalidParameterException');
    expect((await call('verification/submitDocument', { document_type: 'passport', document_name: 'passport.png' }, cookie)).data).toMatchObject({ status: 'pending', is_on_verification: true });
    const review = await lastMessage(get(), 'kyc-review@operator.local');
    const reject = /Reject: \S+(\/api\/dev\/verification\/review\?\S+)/.exec(review!.body)![1]!;
    expect((await get().app.inject({ url: reject })).statusCode).toBe(200);
    expect((await call('verification/getStatus', null, cookie)).data).toMatchObject({ status: 'rejected', is_verified: false, is_on_verification: false });
    await call('verification/submitDocument', { document_type: 'id_card', document_name: 'id.jpg' }, cookie);
    const approve = /Approve: \S+(\/api\/dev\/verification\/review\?\S+)/.exec((await lastMessage(get(), 'kyc-review@operator.local'))!.body)![1]!;
    await get().app.inject({ url: approve });
    expect((await call('getInfo', null, cookie)).data).toMatchObject({ is_verified: true, is_on_verification: false });
  });
});
