import { createHmac, randomUUID } from 'node:crypto';

export type WalletReply = { status: string; balance: number; currency: string; [extra: string]: unknown };

/**
 * How the studio calls an operator's wallet, as real studios do: signed bodies, a timeout per try,
 * retries of the same request (same transaction id) until an answer or the round's deadline, and a
 * chaos setting that delays, duplicates and reorders calls (a copy sent again later).
 */
export type WalletClientOptions = { walletUrl: string; provider: string; secret: string; chaos?: number; timeoutMs?: number; deadlineMs?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function walletClient(opts: WalletClientOptions) {
  const chaos = opts.chaos ?? 0;
  const timeoutMs = opts.timeoutMs ?? 1000;
  const deadlineMs = opts.deadlineMs ?? 3000;
  const roll = () => chaos > 0 && Math.random() < chaos;

  async function once(action: string, body: Record<string, unknown>): Promise<WalletReply> {
    const raw = JSON.stringify(body);
    const res = await fetch(`${opts.walletUrl}/provider-wallet/${opts.provider}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', opts.secret).update(raw).digest('hex') },
      body: raw,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return (await res.json()) as WalletReply;
  }

  /** One call, retried until answered or `deadline` (ms since epoch) passes: null when nothing answered in time. */
  async function call(action: string, fields: Record<string, unknown>, deadline = Date.now() + deadlineMs): Promise<WalletReply | null> {
    const body = { request_id: randomUUID(), ...fields };
    if (roll()) await sleep(Math.floor(Math.random() * 300));
    // chaos: the same request once more, later (it may land after the calls that follow it)
    if (roll()) void sleep(200 + Math.floor(Math.random() * 800)).then(() => once(action, body).catch(() => undefined));
    while (Date.now() < deadline) {
      try {
        return await once(action, body);
      } catch {
        await sleep(100);
      }
    }
    return null;
  }

  /** A call that must land (a win, a rollback): retried with backoff until answered (at most `tries`). */
  async function deliver(action: string, fields: Record<string, unknown>, tries = 20): Promise<WalletReply | null> {
    for (let i = 0; i < tries; i += 1) {
      const reply = await call(action, fields, Date.now() + deadlineMs);
      if (reply) return reply;
      await sleep(Math.min(5000, 200 * 2 ** i));
    }
    return null;
  }

  return {
    balance: (token: string) => call('balance', { token }),
    /**
     * A whole round: the bet (rolled back when it is not answered within the deadline, or, under
     * chaos, sometimes as if its answer were lost), then the win that closes it.
     */
    async round(input: { token: string; game: string; currency: string; amount: number; settle: () => number }): Promise<{ bet: WalletReply | null; win?: WalletReply | null; rolledBack?: WalletReply | null; winAmount?: number }> {
      const roundId = randomUUID();
      const betId = randomUUID();
      const bet = await call('bet', { token: input.token, transaction_id: betId, round_id: roundId, game: input.game, amount: input.amount, currency: input.currency });
      const lost = bet?.status === 'OK' && roll() && Math.random() < 0.3;
      if (!bet || lost) {
        const rolledBack = await deliver('rollback', { token: input.token, transaction_id: randomUUID(), reference_transaction_id: betId, round_id: roundId });
        return { bet: null, rolledBack };
      }
      if (bet.status !== 'OK') return { bet };
      const winAmount = input.settle();
      const win = await deliver('win', { token: input.token, transaction_id: randomUUID(), round_id: roundId, game: input.game, amount: winAmount, currency: input.currency, round_closed: true });
      return { bet, win, winAmount };
    },
  };
}

export type WalletClient = ReturnType<typeof walletClient>;
