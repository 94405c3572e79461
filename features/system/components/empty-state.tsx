import type { ReactNode } from 'react';

type Props = { title: string; description?: string; action?: ReactNode };

/** What a list shows when the platform returns nothing: a short, polite note and maybe a way on. */
export function EmptyState({ title, description, action }: Props) {
  return (
    <div role="status" className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-(--border) px-4 py-10 text-center">
      <p className="font-medium">{title}</p>
      {description ? <p className="max-w-md text-sm text-(--muted)">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
