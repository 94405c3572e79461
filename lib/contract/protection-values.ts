// The protection contract's value lists without its schemas: client components (the responsible-gaming
// centre) import them from here, so the page does not load zod for a list of periods.

/** Limit kinds of the responsible-gambling centre (deposit limits keep their own getDepositLimit). */
export const PROTECTION_LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export type ProtectionLimitKindName = (typeof PROTECTION_LIMIT_KINDS)[number];
/** §3 limit periods in days (session limits count minutes per session and have none). */
export const PROTECTION_PERIODS = ['1', '7', '14', '30'] as const;
/** Time-out periods. */
export const TIMEOUT_PERIODS = ['24h', '7d', '30d'] as const;
/** §3 self-exclusion periods, 1 day to Permanent. */
export const SELF_EXCLUSION_PERIODS = ['1d', '7d', '30d', '3m', '6m', '9m', '1y', '2y', '3y', '4y', '5y', 'permanent'] as const;
export const EXCLUSION_KIND_NAMES = ['timeout', 'self_exclusion', 'panic'] as const;
/** Reality-check intervals a player may choose, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export const RULE_PACKS = ['none', 'UK', 'DE', 'NL', 'MGA'] as const;

