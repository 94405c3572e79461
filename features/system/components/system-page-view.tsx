import type { ReactNode } from 'react';
import { cn } from '@/components/cn';
import { Loader } from '@/components/loader';
import { SYSTEM_PAGES, type SystemPageKind } from '../system-kinds';
import { SystemIcon } from './system-icon';

export type SystemPageViewProps = {
  kind: SystemPageKind;
  title: string;
  description: string;
  /** Extra line under the description, e.g. the transaction id. */
  detail?: string;
  /** Accessible name of the loader shown instead of the icon on pending pages. */
  pendingLabel?: string;
  /** The button (a link or a retry button); more than one is allowed. */
  actions?: ReactNode;
};

const TONE: Record<string, string> = {
  neutral: 'text-(--muted) bg-(--surface-2)',
  success: 'text-emerald-500 bg-emerald-500/10',
  warning: 'text-amber-500 bg-amber-500/10',
  danger: 'text-rose-500 bg-rose-500/10',
};

/** SPEC §2 system page: icon (or loader while pending), header, description and button. */
export function SystemPageView({ kind, title, description, detail, pendingLabel, actions }: SystemPageViewProps) {
  const spec = SYSTEM_PAGES[kind];
  return (
    <section aria-labelledby="system-page-title" data-system-page={kind} className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center">
      <div className={cn('grid size-20 place-items-center rounded-full', TONE[spec.tone])}>
        {spec.pending ? <Loader size="lg" label={pendingLabel} /> : <SystemIcon kind={kind} />}
      </div>
      <h1 id="system-page-title" className="text-2xl font-semibold">
        {title}
      </h1>
      <p className="text-(--muted)">{description}</p>
      {detail ? <p className="font-mono text-sm text-(--muted)">{detail}</p> : null}
      {actions ? <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </section>
  );
}
