type Fact = { label: string; value: string | null | undefined };

/** Label/value pairs of profile data; empty values show a dash. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid gap-x-8 gap-y-3 rounded-xl bg-(--surface) p-5 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col">
          <dt className="text-sm text-(--muted)">{fact.label}</dt>
          <dd className="font-medium break-words">{fact.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
