// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { api, ok, setupApiServer } from '@/tests/fixtures/msw';
import { historyExportsQuery, roundsQuery } from './api';

const server = setupApiServer();

describe('roundsQuery', () => {
  it('asks games/getHistory for the page with the filters', async () => {
    let sent: URLSearchParams | null = null;
    server.use(api.get('games/getHistory', ({ request }) => ((sent = new URL(request.url).searchParams), ok({ items: [], total: 0, offset: 20, count: 20 }))));
    await new QueryClient().fetchQuery(roundsQuery({ mode: 'real', date_from: '2026-11-01', date_to: '2026-11-30' }, 2));
    const params = Object.fromEntries(sent!);
    expect(params).toMatchObject({ mode: 'real', date_from: '2026-11-01', date_to: '2026-11-30', offset: '20', count: '20' });
  });
});

describe('historyExportsQuery', () => {
  it('polls only while an export is pending', () => {
    const { refetchInterval } = historyExportsQuery();
    const interval = refetchInterval as (query: { state: { data: unknown } }) => number | false;
    const item = (status: string) => ({ id: 1, status, created_at: '', completed_at: null, row_count: null, url: null });
    expect(interval({ state: { data: [item('pending'), item('ready')] } })).toBe(2000);
    expect(interval({ state: { data: [item('ready'), item('failed')] } })).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);
  });
});
