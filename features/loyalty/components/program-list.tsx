import { useTranslations } from 'next-intl';
import { LocalLink, readText, type Row } from '@/features/system';
import { paths } from '@/lib/routing';

/** Loyalty programmes with their description, linking to each programme page. */
export function ProgramList({ programs }: { programs: readonly Row[] }) {
  const t = useTranslations('LoyaltyPage');
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {programs.map((program, i) => {
        const sysname = readText(program, 'sysname');
        const title = readText(program, 'title', 'name') ?? sysname ?? String(i + 1);
        const description = readText(program, 'description', 'summary');
        return (
          <li key={sysname ?? i} className="flex flex-col gap-2 rounded-xl bg-(--surface) p-5">
            <h2 className="text-lg font-semibold">{title}</h2>
            {description ? <p className="text-sm text-(--muted)">{description}</p> : null}
            {sysname ? (
              <LocalLink href={paths.loyaltyProgram(sysname)} className="mt-auto text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
                {t('programDetails')}
                <span className="sr-only">: {title}</span>
              </LocalLink>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
