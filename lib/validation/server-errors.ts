/** Field errors and the general notice a form shows for a failed call (§5, §8). */
export type MappedServerErrors = { fields: Record<string, string>; general?: string };

export type MapServerErrorsOptions = {
  /** The form's field names: errors for others count as general; aliases resolve to the one present. */
  formFields?: readonly string[];
  /** Shown when no field-level error remains (e.g. the translated wrongRegServerError). */
  notice?: string;
  /** Names the server and the form use for the same field; phone and mobile by default. */
  aliases?: Readonly<Record<string, string>>;
};

export const DEFAULT_SERVER_NOTICE = 'Something went wrong. Please try again.';
export const FIELD_ALIASES: Readonly<Record<string, string>> = { phone: 'mobile', mobile: 'phone' };

type Entry = [field: string, message: string];

/** The first message of a value: a string, the first of a list, or an object's message/code. */
function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (Array.isArray(value)) return value.map(firstMessage).find(Boolean);
  if (value && typeof value === 'object') {
    const { message, code, error, reason } = value as Record<string, unknown>;
    return firstMessage(message ?? code ?? error ?? reason);
  }
  return undefined;
}

/** error_data as { field: message | messages }, invalid_parameters as [{ field|name|parameter, message }]. */
function entries(data: unknown): Entry[] {
  if (Array.isArray(data)) {
    return data.flatMap((item): Entry[] => {
      if (!item || typeof item !== 'object') return [];
      const { field, name, parameter, param } = item as Record<string, unknown>;
      const key = [field, name, parameter, param].find((k) => typeof k === 'string');
      const message = firstMessage(item);
      return typeof key === 'string' && message ? [[key, message]] : [];
    });
  }
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, value]): Entry[] => {
    const message = firstMessage(value);
    return message ? [[key, message]] : [];
  });
}

/**
 * Server validation errors (error_data or invalid_parameters) → messages per form field, the
 * first per field. phone and mobile are aliases: with `formFields` the one the form has gets it,
 * without, both. When no field-level error results, `general` carries the notice.
 */
export function mapServerErrors(data: unknown, options: MapServerErrorsOptions = {}): MappedServerErrors {
  const { formFields, notice = DEFAULT_SERVER_NOTICE, aliases = FIELD_ALIASES } = options;
  const fields: Record<string, string> = {};
  for (const [key, message] of entries(data)) {
    const alias = aliases[key];
    const names = alias === undefined ? [key] : [key, alias];
    const targets = formFields ? names.filter((name) => formFields.includes(name)).slice(0, 1) : names;
    for (const target of targets) fields[target] ??= message;
  }
  return Object.keys(fields).length > 0 ? { fields } : { fields, general: notice };
}
