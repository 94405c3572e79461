import type { FatalOutcome } from '@/lib/errors';

const PREFIX = 'CASINO_FATAL';

/** The digest a FatalPageError carries across to an error.tsx boundary (Next keeps a set digest). */
export const fatalDigest = (outcome: FatalOutcome) => `${PREFIX};${outcome.page};${outcome.status}`;

/** The outcome an error.tsx boundary received, from the digest; null for ordinary errors. */
export function fatalOutcomeFromDigest(digest: string | undefined): FatalOutcome | null {
  const [prefix, page, status] = digest?.split(';') ?? [];
  if (prefix !== PREFIX || !page || !status) return null;
  return { page: page as FatalOutcome['page'], status: Number(status) };
}
