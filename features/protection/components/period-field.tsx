import { Field } from '@/components/field';
import { Select } from '@/components/select';
import { PROTECTION_PERIODS } from '@/lib/contract/protection-values';

type Props = { label: string; error?: string; value: string; onChange: (period: string) => void; dayLabel: (days: number) => string };

/** The limit period picker (1, 7, 14 or 30 days) of the limit cards and the limit prompt. */
export function PeriodField({ label, error, value, onChange, dayLabel }: Props) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          {PROTECTION_PERIODS.map((p) => (
            <option key={p} value={p}>
              {dayLabel(Number(p))}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
