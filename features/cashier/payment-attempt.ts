import { isApiError } from '@/lib/errors';

/** A fresh idempotency key: 128 random bits in hex (getRandomValues works outside secure contexts too). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the platform answered a payment request (it may have made the payment: a success, or a
 * refusal it gave). No answer (network failure, abort: status 0) or a 5xx from something in front
 * leaves it unknown, so a retry must be able to reach the same payment.
 */
export function platformAnswered(error: unknown): boolean {
  return isApiError(error) && error.status > 0 && error.status < 500;
}

/**
 * The submissions of one payment form: one request at a time, and one idempotency key per intended
 * payment. The same values sent again before the platform answered (a retry after a lost answer)
 * keep the key, so the platform makes the payment once; other values, or any submission after an
 * answer, take a new key.
 */
export function paymentAttempts() {
  let current: { key: string; ask: string } | null = null;
  let sending = false;
  return {
    /** Starts a submission: false while another is on its way (a second click is the same payment: no second request). */
    begin(): boolean {
      if (sending) return false;
      sending = true;
      return true;
    },
    /** The submission ended (answered or not). */
    end(): void {
      sending = false;
    },
    /** The key for a submission of `params` (compared by their JSON). */
    keyFor(params: unknown): string {
      const ask = JSON.stringify(params);
      if (current?.ask !== ask) current = { key: newIdempotencyKey(), ask };
      return current.key;
    },
    /** The platform answered: the next submission is another payment. */
    settle(): void {
      current = null;
    },
  };
}
