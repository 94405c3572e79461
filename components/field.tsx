import { useId, type ReactNode } from 'react';
import { cn } from './cn';

/** What a Field hands its control so label, hint and error are tied to it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  required?: boolean;
};

type Props = {
  label: ReactNode;
  hint?: ReactNode;
  /** When present the control is marked invalid and described by this message. */
  error?: ReactNode;
  required?: boolean;
  /** Control id; generated when omitted. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * Label + control + hint + error, accessible by construction:
 * `<Field label="Email" error={msg}>{(control) => <Input {...control} type="email" />}</Field>`.
 */
export function Field({ label, hint, error, required, id, className, children }: Props) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-(--text)">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, required })}
      {hint && (
        <p id={hintId} className="text-xs text-(--muted)">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
