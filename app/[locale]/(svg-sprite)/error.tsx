'use client';

import { ErrorBoundaryPage } from '@/features/system';

type Props = { error: unknown; retry: () => void };

/** Errors of the sprite page: translated error page with a retry. */
export default function SvgSpriteError(props: Props) {
  return <ErrorBoundaryPage {...props} />;
}
