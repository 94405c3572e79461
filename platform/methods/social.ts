import { eq } from 'drizzle-orm';
import type { FieldErrors } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import { validateBirthDate, validateEmail } from '@/lib/validation';
import { users, wallets } from '../db/schema';
import { requireUser } from '../http/context';
import { userAccount } from '../services/accounts';
import { minAge } from '../services/protection';
import { sendEmailConfirmation, siteOrigin } from '../services/contacts';
import { readSetting } from '../services/settings';
import { findByLogin, uniqueViolation } from '../services/users';
import { defineMethods } from './define';

export const socialMethods = defineMethods('social', {
  // POST completeRegistration – socialRegistration: the missing e-mail, a currency, the terms and a birth date (optional, of the minimum age); then registration is complete
  completeRegistration: async (ctx) => {
    const user = requireUser(ctx);
    const { db, params } = ctx;
    const errors: FieldErrors = {};
    const fail = (field: string, code: string) => void (errors[field] ??= []).push(code);

    const email = params.email?.trim() || null;
    if (email) {
      if (!validateEmail(email).valid) fail('email', 'wrongEmail');
      else {
        const owner = await findByLogin(db, email);
        if (owner && owner.uid !== user.uid) fail('email', 'already_exists');
      }
    } else if (!user.email && !user.isRegistrationCompleted) fail('email', 'required');

    const general = await readSetting(db, 'general_info');
    const currency = (params.currency?.trim() || user.currency).toUpperCase();
    if (!general.available_currencies.includes(currency)) fail('currency', 'wrongField');
    if (params.terms !== true) fail('terms', 'uncheckedCheckbox');
    // a birth date, when given, of the rule pack's minimum age (underAge with the min_age the message names)
    const birthDate = params.birth_date?.trim() || null;
    const min = minAge(ctx.env);
    const birth = birthDate ? validateBirthDate(birthDate, { minAge: min }) : null;
    if (birth && !birth.valid) fail('birth_date', birth.code ?? 'date');
    if (Object.keys(errors).length > 0) throw new PlatformError('InvalidParameterException', { ...errors, ...(errors.birth_date?.includes('underAge') && { min_age: min }) });

    let updated;
    try {
      updated = await db.transaction(async (tx) => {
        // a new currency gets its own (empty) wallet; balances are read in the account's currency
        if (currency !== user.currency) await tx.insert(wallets).values({ userId: user.uid, currency }).onConflictDoNothing();
        const [row] = await tx
          .update(users)
          .set({ isRegistrationCompleted: true, currency, ...(email ? { email } : {}), ...(birthDate ? { birthDate } : {}) })
          .where(eq(users.uid, user.uid))
          .returning();
        return row!;
      });
    } catch (error) {
      if (uniqueViolation(error) === 'email') throw PlatformError.invalidParameters({ email: ['already_exists'] });
      throw error;
    }
    if (email && email.toLowerCase() !== user.email?.toLowerCase()) {
      // a new address gets its confirmation link, as at registration; a failure does not undo the completion
      await sendEmailConfirmation(db, updated, siteOrigin(ctx)).then(
        () => ctx.mailer.kick(),
        (err: unknown) => ctx.log.warn({ err }, 'e-mail confirmation not queued'),
      );
    }
    const account = await userAccount(db, updated);
    return { status: 1, user: account, payload: account, locale: account.locale };
  },
});
