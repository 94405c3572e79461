/**
 * The provider wallet's own wire format (docs/providers.md §1): every answer is HTTP 200 with
 * `{ status, balance, currency, … }`, amounts integers in minor units, except a bad signature (401).
 */
export const STATUSES = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'INSUFFICIENT_FUNDS',
  'LIMIT_REACHED',
  'PLAYER_BLOCKED',
  'CURRENCY_MISMATCH',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND',
  'ALREADY_SETTLED',
  'ALREADY_ROLLED_BACK',
  'INTERNAL_ERROR',
] as const;
export type WalletStatus = (typeof STATUSES)[number];

export const ACTIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type WalletAction = (typeof ACTIONS)[number];

/** An answer: the status, the player's playable balance and currency, and what the action adds (`transaction_id`). */
export type WalletAnswer = { status: WalletStatus; balance: number; currency: string; [extra: string]: unknown };

type Base = { request_id: string; token: string };
export type BalanceCall = Base;
export type BetCall = Base & { transaction_id: string; round_id: string; game: string; amount: number; currency: string };
export type WinCall = BetCall & { round_closed: boolean };
export type RollbackCall = Base & { transaction_id: string; reference_transaction_id: string; round_id: string };
export type WalletCall = { action: 'balance'; body: BalanceCall } | { action: 'bet'; body: BetCall } | { action: 'win'; body: WinCall } | { action: 'rollback'; body: RollbackCall };

const id = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;
const amount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const currency = (v: unknown): v is string => typeof v === 'string' && /^[A-Z]{3,5}$/.test(v);

/** The call's body checked field by field for its action, or null (INVALID_REQUEST). */
export function parseCall(action: string, raw: unknown): WalletCall | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const b = raw as Record<string, unknown>;
  if (!id(b.request_id) || !id(b.token)) return null;
  const base = { request_id: b.request_id, token: b.token };
  if (action === 'balance') return { action, body: base };
  if (!id(b.transaction_id) || !id(b.round_id)) return null;
  if (action === 'rollback') {
    if (!id(b.reference_transaction_id)) return null;
    return { action, body: { ...base, transaction_id: b.transaction_id, reference_transaction_id: b.reference_transaction_id, round_id: b.round_id } };
  }
  if (!id(b.game) || !amount(b.amount) || !currency(b.currency)) return null;
  const bet = { ...base, transaction_id: b.transaction_id, round_id: b.round_id, game: b.game, amount: b.amount, currency: b.currency };
  if (action === 'bet') return { action, body: bet };
  if (action === 'win' && typeof b.round_closed === 'boolean') return { action, body: { ...bet, round_closed: b.round_closed } };
  return null;
}

/** What tells a retry from other content under the same transaction id: the body without its request id and token. */
export function fingerprintOf(call: WalletCall): string {
  const { request_id: _request, token: _token, ...content } = call.body as Record<string, unknown>;
  return JSON.stringify({ action: call.action, ...Object.fromEntries(Object.entries(content).sort(([a], [b]) => a.localeCompare(b))) });
}
