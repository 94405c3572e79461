import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** One msw server for a cashier test file: unhandled requests fail the test. */
export function setupApiServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Fields of a POST body as text. */
export async function formOf(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  return Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
}

export const ok = (data: JsonBodyType) => HttpResponse.json({ data });

export const failure = (type: string, error_data: Record<string, unknown> | null = null, status = 400) =>
  HttpResponse.json({ error: { type, error_data } }, { status });

export const api = {
  get: (method: string, resolver: Parameters<typeof http.get>[1]) => http.get(`*/api/${method}`, resolver),
  post: (method: string, resolver: Parameters<typeof http.post>[1]) => http.post(`*/api/${method}`, resolver),
};

export const NO_LIMIT = { available_amount: null, can_edit: true, expired_at: null, limit_amount: null, period: 'none' };
