/** SPEC §4/§9: the confirm-contact hint shows for 5 days (432,000,000 ms) after reg_time. */
export const CONFIRM_HINT_MS = 432_000_000;

/** The storage key (storage/set) marking that the player asked for the confirmation from the hint. */
export const CONFIRM_SENT_KEY = 'confirm_sent';

type Contact = { type: 'email' | 'phone'; contact: string; is_confirmed: boolean };

/** The contact the player signs in with: the one whose value is the login (a phone without its +). */
export function loginContactOf<C extends Contact>(login: string | null | undefined, contacts: readonly C[]): C | undefined {
  if (!login) return undefined;
  const key = login.trim().replace(/^\+/, '').toLowerCase();
  return contacts.find((c) => (c.type === 'phone' ? c.contact.replace(/\D/g, '') === key.replace(/\D/g, '') && key !== '' : c.contact.toLowerCase() === key));
}

/**
 * Whether the confirm-contact hint shows (SPEC §4): within 5 days after reg_time, while the login
 * contact is unconfirmed and no confirm_sent mark is stored for the player. A missing or unreadable
 * reg_time, or a reg_time in the future, hides it.
 */
export function confirmHintShown({ regTime, loginContact, confirmSent, now }: { regTime: string | null | undefined; loginContact: Contact | undefined; confirmSent: boolean; now: number }): boolean {
  if (!regTime || !loginContact || loginContact.is_confirmed || confirmSent) return false;
  const registered = Date.parse(regTime);
  if (Number.isNaN(registered)) return false;
  const age = now - registered;
  return age >= 0 && age < CONFIRM_HINT_MS;
}
