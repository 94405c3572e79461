/** SPEC §3 Currency conditions: where the registration currency comes from in each situation. */
export type CurrencyConditionValue = 'emptyValue' | 'firstValue' | 'selectedValue';

export type CurrencyConditions = {
  /** The country was cleared. */
  emptyValue: CurrencyConditionValue;
  /** When the form opens ('selectedValue': the field's configured default). */
  defaultValue: CurrencyConditionValue;
  /** The country changed ('selectedValue': keep the player's currency). */
  changeCountryValue: CurrencyConditionValue;
  /** After a country change, when changeCountryValue gives nothing the new country offers. */
  changeCountryFallbackValue: CurrencyConditionValue;
};

export type Option = { value: string; label: string };

/** Options of a CMS attribute or a platform definition list: strings, `{ value, label }` or `{ id, name }`. */
export function optionsOf(value: unknown): Option[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((o): Option[] => {
    if (typeof o === 'string' || typeof o === 'number') return [{ value: String(o), label: String(o) }];
    if (!o || typeof o !== 'object') return [];
    const item = o as Record<string, unknown>;
    const raw = item.value ?? item.id ?? item.name;
    if (raw === undefined || raw === null) return [];
    return [{ value: String(raw), label: String(item.label ?? item.name ?? raw) }];
  });
}

function resolve(condition: CurrencyConditionValue, options: readonly Option[], selected: string): string {
  if (condition === 'emptyValue') return '';
  if (condition === 'firstValue') return options[0]?.value ?? '';
  return selected;
}

/** The currency a registration form starts with. */
export function initialCurrency(conditions: CurrencyConditions, options: readonly Option[], configured: string): string {
  return resolve(conditions.defaultValue, options, configured);
}

/**
 * The currency after the country changed to `country` ('' when cleared): `options` are what the
 * new country offers; a value it does not offer falls back per changeCountryFallbackValue.
 */
export function currencyAfterCountryChange(
  conditions: CurrencyConditions,
  { country, options, current }: { country: string; options: readonly Option[]; current: string },
): string {
  const offered = (value: string) => value !== '' && (options.length === 0 || options.some((o) => o.value === value));
  if (country === '') return resolve(conditions.emptyValue, options, current);
  const next = resolve(conditions.changeCountryValue, options, current);
  if (offered(next) || conditions.changeCountryValue === 'emptyValue') return next;
  const fallback = resolve(conditions.changeCountryFallbackValue, options, current);
  return offered(fallback) ? fallback : '';
}
