import type { ProfileFieldDefinition } from '@/lib/validation';

// The personal-data form's field list without its schema (schemas.ts, zod): the form renders from
// this and loads its schema with the first validation.

/** Fields of the personal-data form: contacts (e-mail, phone) have their own forms. */
export const CONTACT_FIELDS: ReadonlySet<string> = new Set(['email', 'mobile']);

/** The definitions the personal-data form shows, in the platform's order. */
export const formDefinitions = (defs: readonly ProfileFieldDefinition[]) => defs.filter((d) => d.params.is_visible && !CONTACT_FIELDS.has(d.sysname));

export type PersonalDataValues = Record<string, string>;
