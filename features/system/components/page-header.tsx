import type { ReactNode } from 'react';

type Props = { title: string; description?: string; actions?: ReactNode; eyebrow?: ReactNode };

/** The h1 block every route page opens with. */
export function PageHeader({ title, description, actions, eyebrow }: Props) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {eyebrow ? <div className="mb-1 text-sm text-(--muted)">{eyebrow}</div> : null}
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
        {description ? <p className="mt-2 max-w-2xl text-(--muted)">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
