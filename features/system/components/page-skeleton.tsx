import { Container } from '@/components/container';
import { Skeleton } from '@/components/skeleton';

/** A page still loading: its header, tabs and a list, as look-alike blocks (for loading.tsx). */
export function PageSkeleton() {
  return (
    <Container className="py-6 md:py-8" aria-busy="true">
      <Skeleton className="mb-3 h-9 w-64" />
      <Skeleton className="mb-6 h-5 w-96 max-w-full" />
      <div className="mb-6 flex gap-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-11 w-28" />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} rounded="xl" className="h-20" />
        ))}
      </div>
    </Container>
  );
}
