import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Select } from '@/components/select';
import { type BetFilters as Filters, readBetFilters } from '../filters';

type Props = {
  /** The page the form submits to (locale-prefixed). */
  action: string;
  filters: Filters;
  /** Submit button text (history: apply; exports: create). */
  submitLabel: string;
  /** Names the form for assistive technology. */
  label: string;
  /** Handles the filters in the page instead of navigating (exports); a client caller only. */
  onApply?: (filters: Filters) => void;
  pending?: boolean;
  /** Holds the submit back (exports: until the page is hydrated, a native submit would only navigate). */
  disabled?: boolean;
};

/** Mode and day-range filters as a plain GET form: works without JavaScript, the URL keeps the choice. */
export function BetFilters({ action, filters, submitLabel, label, onApply, pending = false, disabled = false }: Props) {
  const t = useTranslations('BetHistory');
  const id = (name: string) => `bets-${name}`;
  const onSubmit = onApply
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        onApply(readBetFilters({ mode: String(form.get('mode') ?? ''), from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') }));
      }
    : undefined;
  return (
    <form method="get" action={action} aria-label={label} onSubmit={onSubmit} className="mb-6 flex flex-wrap items-end gap-4 rounded-xl bg-(--surface) p-4">
      <div className="flex min-w-40 flex-col gap-1.5">
        <label htmlFor={id('mode')} className="text-sm font-medium">{t('mode')}</label>
        <Select id={id('mode')} name="mode" defaultValue={filters.mode ?? ''}>
          <option value="">{t('modes.all')}</option>
          <option value="real">{t('modes.real')}</option>
          <option value="demo">{t('modes.demo')}</option>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id('from')} className="text-sm font-medium">{t('from')}</label>
        <Input id={id('from')} name="from" type="date" defaultValue={filters.date_from ?? ''} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id('to')} className="text-sm font-medium">{t('to')}</label>
        <Input id={id('to')} name="to" type="date" defaultValue={filters.date_to ?? ''} />
      </div>
      <Button type="submit" loading={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </form>
  );
}
