import { GUARDED_SEGMENTS } from '@/lib/routing';

/**
 * The worker's source as served: this build's id (its caches are named after the build) and the
 * guarded segments (pages of those areas are never kept offline) stamped in.
 */
export function stampWorker(code: string, buildId: string, guarded: readonly string[] = GUARDED_SEGMENTS): string {
  return code.replace('__BUILD_ID__', buildId.trim()).replace('__GUARDED_SEGMENTS__', guarded.join(','));
}
