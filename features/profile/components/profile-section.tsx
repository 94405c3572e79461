import { useId, type ReactNode } from 'react';

/** A titled part of a profile page, a region named by its heading. */
export function ProfileSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-(--border) pt-6 first:border-t-0 first:pt-0">
      <div>
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {description && <p className="text-sm text-(--muted)">{description}</p>}
      </div>
      {children}
    </section>
  );
}
