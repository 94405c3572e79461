import { PageSkeleton } from '@/features/system';

// Private pages only: a loading boundary starts the stream at once, which would fix a 404's status at 200.
export default function Loading() {
  return <PageSkeleton />;
}
