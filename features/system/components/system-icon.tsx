import type { SystemPageKind } from '../system-kinds';

const PATHS: Record<SystemPageKind, string> = {
  maintenance: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4 2.5-2.5z',
  'not-found': 'M11 4a7 7 0 1 0 4.2 12.6L20 21.4 21.4 20l-4.8-4.8A7 7 0 0 0 11 4zm-2 5 4 4m0-4-4 4',
  forbidden: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8',
  'user-blocked': 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 10-6.3M16 16l5 5m0-5-5 5',
  unsubscribe: 'M3 6h18v12H3zM3 6l9 7 9-7',
  error: 'M12 3 2 20h20L12 3zm0 6v5m0 3v.5',
  'pay-cancel': 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-3 6 6 6m0-6-6 6',
  'pay-fail': 'M3 6h18v12H3zM3 10h18M14 14l4 4m0-4-4 4',
  'pay-mobile': 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm3 17h2',
  'pay-new-window': 'M14 4h6v6m0-6-9 9M18 14v6H4V6h6',
  'pay-pending': 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 3',
  'pay-success': 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-4 9 3 3 5-6',
};

/** The illustration of a system page: a stroked 24×24 glyph. Decorative. */
export function SystemIcon({ kind, className }: { kind: SystemPageKind; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="48" height="48" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      <path d={PATHS[kind]} />
    </svg>
  );
}
