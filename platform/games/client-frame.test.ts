// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameDocument } from './document';

// The game documents' scripts as a browser runs them: the served document's body and script, the
// /games/api answers stubbed.

type Answer = { status?: number; body: unknown };
let answers: Record<string, () => Answer>;
let posts: Array<{ path: string; body: unknown }>;

function open(options: Pick<Parameters<typeof gameDocument>[0], 'engine' | 'sysname'>) {
  const doc = gameDocument({ nonce: 'n', locale: 'en-US', name: 'Game', mode: 'real', authRequired: false, ...options });
  document.body.innerHTML = doc.slice(doc.indexOf('<main>'), doc.indexOf('<script nonce'));
  const script = /<script nonce="n">([\s\S]*?)<\/script>/.exec(doc)![1]!;
  window.eval(script);
}

const $ = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => {
  $(id).value = value;
  $(id).dispatchEvent(new Event('input', { bubbles: true }));
};
/** The texts of the elements that describe `el`. */
const description = (el: Element) => (el.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

const limits = { min: 0.1, max: 100, step: 0.01, default: 1, currency: 'USD' };
const usd = (amount: number) => ({ amount, currency: 'USD' });

beforeEach(() => {
  vi.useFakeTimers();
  posts = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/games\/api/, '').split('?')[0]!;
      if (init?.method === 'POST') posts.push({ path, body: JSON.parse(String(init.body)) });
      const answer = answers[`${init?.method ?? 'GET'} ${path}`]?.() ?? { status: 404, body: { error: { type: 'NotFoundException', error_data: null } } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a game frame with an active bonus', () => {
  it('a bet over the bonus’s maximum bet names that maximum and marks the bet field invalid, described by the reason', async () => {
    answers['GET /aurora-wilds/state'] = () => ({
      body: { data: { balance: usd(100), bonus_balance: usd(10), limits, seed: { server_seed_hash: 'h', nonce: 0, client_seed: 'c' }, freespins_left: 0 } },
    });
    answers['POST /aurora-wilds/round'] = () => ({ status: 422, body: { error: { type: 'InvalidParameterException', error_data: { bet: ['bonus_max_bet'], max_amount: 5, currency: 'USD' } } } });
    open({ engine: 'slot', sysname: 'aurora-wilds' });
    await vi.advanceTimersByTimeAsync(10);
    type('bet', '50');
    $('spin').click();
    await vi.advanceTimersByTimeAsync(100);
    expect(posts).toHaveLength(1);
    const bet = $('bet');
    expect(bet.getAttribute('aria-invalid')).toBe('true');
    const refusal = 'While you wager your bonus, bets are limited to its maximum bet. Bet $5 or less.';
    expect(description(bet)).toContain(refusal);
    // the reason is announced where it is shown, once
    expect($('bet-error').getAttribute('aria-live')).toBe('assertive');
    expect($('bet-error').textContent).toBe(refusal);
    expect($('live').textContent).not.toContain(refusal);
    // a new amount clears the refusal
    type('bet', '5');
    expect(bet.getAttribute('aria-invalid')).toBe('false');
    expect(description(bet)).not.toContain('maximum bet');
    expect($('bet-error').textContent).toBe('');
  });
});

describe('the sportsbook frame', () => {
  const event = { id: 16, sport: 'football', league: 'Test', home: 'A', away: 'B', starts_at: new Date(Date.now() + 3_600_000).toISOString(), odds: { home: 2.87, draw: 3.1, away: 2.5 }, status: 'open', result: null };
  const bet = (status: 'open' | 'won' | 'lost') => ({
    id: 7,
    stake: usd(10),
    odds: 2.87,
    potential_win: usd(28.7),
    payout: usd(status === 'won' ? 28.7 : 0),
    status,
    selections: [{ event_id: 16, pick: 'home', odds: 2.87, label: 'A – B', result: status === 'open' ? null : status === 'won' ? 'home' : 'away' }],
    created_at: new Date().toISOString(),
  });
  const book = (balance: number, bets: unknown[]) => () => ({ body: { data: { events: [event], limits, balance: usd(balance), bets } } });

  it('says a stake has too many decimals, and shows no potential win for a stake it would refuse', async () => {
    answers['GET /sportsbook/state'] = book(100, []);
    open({ engine: 'sportsbook', sysname: 'sportsbook' });
    await vi.advanceTimersByTimeAsync(10);
    (document.querySelector('.odd[data-pick="home"]') as HTMLButtonElement).click();
    type('stake', '10');
    expect($('potential').textContent).toBe('$28.70');
    type('stake', '1000');
    expect($('potential').textContent).toBe('–');
    type('stake', '1.005');
    expect($('potential').textContent).toBe('–');
    $('slip-form').dispatchEvent(new Event('submit', { cancelable: true }));
    expect(posts).toHaveLength(0);
    expect($('stake').getAttribute('aria-invalid')).toBe('true');
    expect($('stake-error').textContent).toBe('Too many decimal places: enter the stake in steps of $0.01.');
    type('stake', '1000');
    $('slip-form').dispatchEvent(new Event('submit', { cancelable: true }));
    expect($('stake-error').textContent).toBe('Enter a stake between $0.10 and $100.');
  });

  it('a slip over the betting bonus’s maximum bet is refused naming that maximum', async () => {
    answers['GET /sportsbook/state'] = book(100, []);
    answers['POST /sportsbook/bets'] = () => ({ status: 422, body: { error: { type: 'InvalidParameterException', error_data: { stake: ['bonus_max_bet'], max_amount: 5, currency: 'USD' } } } });
    open({ engine: 'sportsbook', sysname: 'sportsbook' });
    await vi.advanceTimersByTimeAsync(10);
    (document.querySelector('.odd[data-pick="home"]') as HTMLButtonElement).click();
    type('stake', '50');
    $('slip-form').dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.advanceTimersByTimeAsync(10);
    expect(posts).toHaveLength(1);
    expect($('stake').getAttribute('aria-invalid')).toBe('true');
    expect($('stake-error').textContent).toBe('While you wager your bonus, bets are limited to its maximum bet. Bet $5 or less.');
  });

  it('shows a settlement within seconds while a bet is open: the balance, the bet’s result, and says so', async () => {
    answers['GET /sportsbook/state'] = book(90, [bet('open')]);
    open({ engine: 'sportsbook', sysname: 'sportsbook' });
    await vi.advanceTimersByTimeAsync(10);
    expect($('balance').textContent).toBe('$90');
    expect($('bets').textContent).toContain('Open');
    answers['GET /sportsbook/state'] = book(118.7, [bet('won')]);
    await vi.advanceTimersByTimeAsync(3_500);
    expect($('balance').textContent).toBe('$118.70');
    expect($('bets').textContent).toContain('Won $28.70');
    expect($('live').textContent).toBe('Bet #7 settled: Won $28.70');
  });
});
