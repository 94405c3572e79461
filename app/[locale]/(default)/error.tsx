'use client';

import { Container } from '@/components/container';
import { ErrorBoundaryPage } from '@/features/system';

type Props = { error: unknown; retry: () => void };

/** Errors of a default-layout page: the translated error page inside the shell, with a retry. */
export default function DefaultError(props: Props) {
  return (
    <Container>
      <ErrorBoundaryPage {...props} />
    </Container>
  );
}
