import type { ReactNode } from 'react';

type Props = { id?: string; title: string; action?: ReactNode; children: ReactNode };

/** A titled block of a page (an h2 and its content), addressable by hash. */
export function Section({ id, title, action, children }: Props) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} aria-label={headingId ? undefined : title} className="mb-10">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
