import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStrapiClient, StrapiError } from './strapi-client';

/**
 * A local fake of a Strapi v5 server with the users-permissions plugin: its routes, its answers
 * and its error envelope, with users in memory. Every request is recorded.
 */
type User = { id: number; documentId: string; username: string; email: string; password: string; confirmed: boolean; blocked: boolean };
const state = { users: [] as User[], codes: new Map<string, number>(), sent: [] as string[], requests: [] as { method: string; path: string; auth?: string; body: unknown }[] };
const jwtOf = (user: User) => `jwt-${user.id}`;
const publicUser = ({ password: _password, ...user }: User) => user;
const fail = (status: number, name: string, message: string) => ({ status, body: { data: null, error: { status, name, message, details: {} } } });

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : {};
}

function route(method: string, url: URL, body: Record<string, string>, auth?: string): { status: number; body: unknown } {
  const bearer = auth?.replace(/^Bearer /, '');
  const current = state.users.find((u) => jwtOf(u) === bearer);
  const key = `${method} ${url.pathname}`;
  switch (key) {
    case 'POST /api/auth/local': {
      const user = state.users.find((u) => u.email === body.identifier?.toLowerCase() || u.username === body.identifier);
      if (!body.identifier || !body.password) return fail(400, 'ValidationError', 'identifier is a required field');
      if (!user || user.password !== body.password) return fail(400, 'ValidationError', 'Invalid identifier or password');
      if (!user.confirmed) return fail(400, 'ApplicationError', 'Your account email is not confirmed');
      return { status: 200, body: { jwt: jwtOf(user), user: publicUser(user) } };
    }
    case 'POST /api/auth/local/register': {
      if (state.users.some((u) => u.email === body.email || u.username === body.username)) return fail(400, 'ApplicationError', 'Email or Username are already taken');
      const user = { id: state.users.length + 1, documentId: `doc${state.users.length + 1}`, username: body.username!, email: body.email!.toLowerCase(), password: body.password!, confirmed: false, blocked: false };
      state.users.push(user);
      state.sent.push(`confirm:${user.email}`);
      return { status: 200, body: { user: publicUser(user) } }; // e-mail confirmation on: no jwt
    }
    case 'POST /api/auth/forgot-password': {
      const user = state.users.find((u) => u.email === body.email);
      if (user) state.codes.set(`code-${user.id}`, user.id);
      return { status: 200, body: { ok: true } };
    }
    case 'POST /api/auth/reset-password': {
      const id = state.codes.get(body.code ?? '');
      if (body.password !== body.passwordConfirmation) return fail(400, 'ValidationError', 'Passwords do not match');
      const user = state.users.find((u) => u.id === id);
      if (!user) return fail(400, 'ValidationError', 'Incorrect code provided');
      user.password = body.password!;
      state.codes.delete(body.code!);
      return { status: 200, body: { jwt: jwtOf(user), user: publicUser(user) } };
    }
    case 'POST /api/auth/change-password': {
      if (!current) return fail(403, 'ForbiddenError', 'You must be authenticated to reset your password');
      if (current.password !== body.currentPassword) return fail(400, 'ValidationError', 'The provided current password is invalid');
      current.password = body.password!;
      return { status: 200, body: { jwt: jwtOf(current), user: publicUser(current) } };
    }
    case 'POST /api/auth/send-email-confirmation': {
      const user = state.users.find((u) => u.email === body.email);
      if (user?.confirmed) return fail(400, 'ApplicationError', 'Already confirmed');
      if (user) state.sent.push(`confirm:${user.email}`);
      return { status: 200, body: { email: body.email, sent: true } };
    }
    case 'GET /api/auth/github/callback': {
      if (url.searchParams.get('access_token') !== 'gh-token') return fail(400, 'ApplicationError', 'Invalid token');
      let user = state.users.find((u) => u.email === 'octo@example.com');
      if (!user) state.users.push((user = { id: state.users.length + 1, documentId: 'gh', username: 'octo', email: 'octo@example.com', password: '', confirmed: true, blocked: false }));
      return { status: 200, body: { jwt: jwtOf(user), user: publicUser(user) } };
    }
    case 'GET /api/users/me':
      return current ? { status: 200, body: publicUser(current) } : fail(401, 'UnauthorizedError', 'Missing or invalid credentials');
    case 'GET /api/seo-settings': {
      if (auth !== 'Bearer cms-token') return fail(403, 'ForbiddenError', 'Forbidden');
      const host = url.searchParams.get('filters[$or][0][host][$eqi]');
      const all = [
        { id: 1, documentId: 'a', host: null, title: 'Casino' },
        { id: 2, documentId: 'b', host: 'brand.example', title: 'Brand casino' },
      ];
      return { status: 200, body: { data: all.filter((e) => e.host === null || e.host === host), meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 2 } } } };
    }
    default:
      return fail(404, 'NotFoundError', 'Not Found');
  }
}

let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const parsed = new URL(req.url ?? '/', 'http://strapi.local');
    const body = req.method === 'POST' ? await readBody(req) : {};
    state.requests.push({ method: req.method ?? '', path: parsed.pathname, auth: req.headers.authorization, body });
    const answer = route(req.method ?? 'GET', parsed, body, req.headers.authorization);
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  state.users = [];
  state.codes.clear();
  state.sent = [];
  state.requests = [];
});

const client = () => createStrapiClient({ url, token: 'cms-token' });

describe('Strapi client against a fake Strapi with users-permissions', () => {
  it('register (e-mail confirmation on: no jwt), confirm again, then sign in refused until confirmed', async () => {
    const cms = client();
    const registered = await cms.register({ username: 'ana', email: 'Ana@Example.com', password: 'Secret12' });
    expect(registered.jwt).toBeUndefined();
    expect(registered.user).toMatchObject({ id: 1, username: 'ana', email: 'ana@example.com', confirmed: false });
    expect(await cms.sendEmailConfirmation({ email: 'ana@example.com' })).toEqual({ email: 'ana@example.com', sent: true });
    expect(state.sent).toEqual(['confirm:ana@example.com', 'confirm:ana@example.com']);
    await expect(cms.login({ identifier: 'ana', password: 'Secret12' })).rejects.toMatchObject({ status: 400, kind: 'ApplicationError', message: 'Your account email is not confirmed' });
  });

  it('a taken e-mail and a wrong password come back as StrapiError with Strapi’s message', async () => {
    const cms = client();
    await cms.register({ username: 'ana', email: 'ana@example.com', password: 'Secret12' });
    const taken = await cms.register({ username: 'ana2', email: 'ana@example.com', password: 'x' }).catch((e: unknown) => e);
    expect(taken).toBeInstanceOf(StrapiError);
    expect(taken).toMatchObject({ status: 400, kind: 'ApplicationError', message: 'Email or Username are already taken' });
    state.users[0]!.confirmed = true;
    await expect(cms.login({ identifier: 'ana', password: 'wrong' })).rejects.toMatchObject({ kind: 'ValidationError', message: 'Invalid identifier or password' });
  });

  it('sign in, /users/me with the jwt, change password, then the old one is refused', async () => {
    const cms = client();
    await cms.register({ username: 'bo', email: 'bo@example.com', password: 'Secret12' });
    state.users[0]!.confirmed = true;
    const { jwt, user } = await cms.login({ identifier: 'bo@example.com', password: 'Secret12' });
    expect(user.username).toBe('bo');
    expect(await cms.me(jwt)).toMatchObject({ id: user.id, email: 'bo@example.com' });
    expect(state.requests.at(-1)?.auth).toBe(`Bearer ${jwt}`); // the user's jwt, not the API token
    await expect(cms.changePassword(jwt, { currentPassword: 'nope', password: 'Newer123', passwordConfirmation: 'Newer123' })).rejects.toMatchObject({ kind: 'ValidationError' });
    await cms.changePassword(jwt, { currentPassword: 'Secret12', password: 'Newer123', passwordConfirmation: 'Newer123' });
    await expect(cms.login({ identifier: 'bo', password: 'Secret12' })).rejects.toBeInstanceOf(StrapiError);
    await expect(cms.login({ identifier: 'bo', password: 'Newer123' })).resolves.toMatchObject({ jwt });
    await expect(cms.me('forged')).rejects.toMatchObject({ status: 401, kind: 'UnauthorizedError' });
  });

  it('forgot password, then reset with the e-mailed code', async () => {
    const cms = client();
    await cms.register({ username: 'cy', email: 'cy@example.com', password: 'Secret12' });
    state.users[0]!.confirmed = true;
    expect(await cms.forgotPassword({ email: 'cy@example.com' })).toEqual({ ok: true });
    expect(await cms.forgotPassword({ email: 'nobody@example.com' })).toEqual({ ok: true });
    await expect(cms.resetPassword({ code: 'code-1', password: 'Another1', passwordConfirmation: 'Other' })).rejects.toMatchObject({ message: 'Passwords do not match' });
    const session = await cms.resetPassword({ code: 'code-1', password: 'Another1', passwordConfirmation: 'Another1' });
    expect(session.user.email).toBe('cy@example.com');
    await expect(cms.resetPassword({ code: 'code-1', password: 'Another1', passwordConfirmation: 'Another1' })).rejects.toMatchObject({ message: 'Incorrect code provided' });
  });

  it('a social provider callback passes the provider’s query and answers the session', async () => {
    const cms = client();
    const session = await cms.providerCallback('github', { access_token: 'gh-token' });
    expect(session).toMatchObject({ jwt: expect.stringMatching(/^jwt-/), user: { email: 'octo@example.com' } });
    await expect(cms.providerCallback('github', { access_token: 'bad' })).rejects.toMatchObject({ message: 'Invalid token' });
    await expect(cms.providerCallback('../users', {})).rejects.toMatchObject({ kind: 'ValidationError' });
  });

  it('SEO settings by host: the host’s entry (port ignored), else the hostless one; sent with the API token', async () => {
    const cms = client();
    expect(await cms.seoSettings('Brand.example:8443')).toMatchObject({ host: 'brand.example', title: 'Brand casino' });
    expect(await cms.seoSettings('other.example')).toMatchObject({ host: null, title: 'Casino' });
    expect(state.requests.every((r) => r.auth === 'Bearer cms-token')).toBe(true);
    await expect(createStrapiClient({ url }).seoSettings('brand.example')).rejects.toMatchObject({ status: 403, kind: 'ForbiddenError' });
  });

  it('auth calls never send the API token', async () => {
    await client().forgotPassword({ email: 'x@example.com' });
    expect(state.requests[0]?.auth).toBeUndefined();
  });
});
