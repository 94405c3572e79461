'use client';

import { ErrorBoundaryPage } from '@/features/system';

type Props = { error: unknown; retry: () => void };

/** Errors of an empty-layout page: translated error page with a retry. */
export default function EmptyLayoutError(props: Props) {
  return <ErrorBoundaryPage {...props} />;
}
