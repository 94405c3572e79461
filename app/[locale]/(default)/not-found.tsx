import { Container } from '@/components/container';
import { NotFoundPage } from '@/features/system';

/** The localised 404 inside the shell (notFound() from any default-layout page). */
export default function DefaultNotFound() {
  return (
    <Container>
      <NotFoundPage />
    </Container>
  );
}
