'use client';

import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/button';
import { Link } from '@/components/link';
import { useLocalize } from '@/features/system';
import { paths } from '@/lib/routing';
import type { AgeGate } from '../errors';

/**
 * Why the rule pack holds deposits and real-money play (UK: age verified first), with the way on:
 * the profile for a missing or under-age birth date, the verification page for the identity.
 */
export function AgeGateNotice({ gate, from }: { gate: AgeGate; from?: 'deposit' }) {
  const t = useTranslations('AgeGate');
  const localize = useLocalize();
  const toProfile = gate.step === 'birth_date';
  const href = toProfile ? paths.profileSettings(from ? { from } : {}) : paths.profile('verification');
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-500/50 bg-amber-500/10 px-4 py-3 text-sm">
      <span>{t(toProfile ? 'birthDate' : 'identity', { min: gate.minAge })}</span>
      <Link href={localize(href)} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
        {t(toProfile ? 'toProfile' : 'toVerification')}
      </Link>
    </div>
  );
}
