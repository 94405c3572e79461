import { useTranslations } from 'next-intl';
import { LocalLink } from '@/features/system';
import type { LoyaltyProgram } from '@/lib/contract';
import { paths } from '@/lib/routing';

export const programText = (program: LoyaltyProgram) => (typeof program.description.text === 'string' ? program.description.text : undefined);

/** Loyalty programmes with their description, linking to each programme page. */
export function ProgramList({ programs }: { programs: readonly LoyaltyProgram[] }) {
  const t = useTranslations('LoyaltyPage');
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {programs.map((program) => (
        <li key={program.sysname} className="flex flex-col gap-2 rounded-xl bg-(--surface) p-5">
          <h2 className="text-lg font-semibold">{program.title}</h2>
          {programText(program) ? <p className="text-sm text-(--muted)">{programText(program)}</p> : null}
          <LocalLink href={paths.loyaltyProgram(program.sysname)} className="mt-auto text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
            {t('programDetails')}
            <span className="sr-only">: {program.title}</span>
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}
