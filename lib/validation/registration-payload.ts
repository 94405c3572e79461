import { normalizePromoCode } from './promo-code';
import { type FieldDefinition, isFieldRequired } from './registration-fields';
import { isEmpty } from './result';

export type RegistrationPayloadOptions = {
  /** Sysnames the chosen auth type hides: never sent. */
  hidden?: Iterable<string>;
  /** Definitions in force: a field they mark required is sent even when empty. */
  definitions?: readonly FieldDefinition[];
  /** The stored betting preference ('2' betting, '1' casino), which wins over the form's value. */
  bettingPreference?: string | null;
};

/** Stored betting preference → is_betting: '2' gives '1' (betting), '1' gives '0' (casino). */
export function bettingFromPreference(stored: string | null | undefined): '1' | '0' | undefined {
  if (stored === '2') return '1';
  if (stored === '1') return '0';
  return undefined;
}

const flag = (value: unknown): '1' | '0' => (value === true || value === 1 || value === '1' ? '1' : '0');
const firstFilled = (...values: unknown[]) => values.find((v) => typeof v === 'string' && v.trim() !== '') as string | undefined;

/**
 * The register call's params from the form values (§3, §5): hidden fields omitted, optional empty
 * or null fields skipped, promo code trimmed and sent only when its checkbox is on, login falling
 * back to email then mobile without a leading +, mobile sent as phone, notify and is_betting as
 * '1' / '0'.
 */
export function buildRegistrationPayload(
  values: Readonly<Record<string, unknown>>,
  { hidden = [], definitions = [], bettingPreference }: RegistrationPayloadOptions = {},
): Record<string, unknown> {
  const hiddenSet = new Set(hidden);
  const required = new Set(definitions.filter(isFieldRequired).map((d) => d.sysname));
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    const value = key === 'promo_code' ? normalizePromoCode(raw) : raw;
    if (hiddenSet.has(key) || key === 'hasPromocode') continue;
    if (isEmpty(value) && !required.has(key)) continue;
    out[key === 'mobile' ? 'phone' : key] = value;
  }
  if (values.hasPromocode === false) delete out.promo_code;
  const shown = (key: string) => (hiddenSet.has(key) ? undefined : values[key]);
  const login = firstFilled(shown('login'), shown('email'), shown('mobile'));
  if (login !== undefined) out.login = login.trim().replace(/^\+/, '');
  if ('notify' in out) out.notify = flag(out.notify);
  const betting = bettingFromPreference(bettingPreference) ?? (out.is_betting === undefined ? undefined : flag(out.is_betting));
  if (betting !== undefined) out.is_betting = betting;
  return out;
}
