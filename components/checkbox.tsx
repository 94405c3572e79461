import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

type Props = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  /** Marks the box invalid and describes it with this message. */
  error?: ReactNode;
};

/** A native checkbox with its label beside it (the label is the click target). */
export function Checkbox({ label, error, id, className, ...props }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = error ? `${inputId}-error` : undefined;

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="inline-flex cursor-pointer items-start gap-2 text-sm text-(--text)">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-500 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-red-500"
          {...props}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="ps-6 text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
