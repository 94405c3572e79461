import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenModule = { NODEFS: { stream_ops: Record<string, unknown> } };
type InitOptions = Parameters<NodeFS['init']>[1];

/**
 * PGlite's NodeFS writes the data directory with write(2) but its emscripten layer never reaches
 * the disk: fsync() lands on a stream without an fsync operation and fdatasync() is a stub, so a
 * commit survives a killed process (the page cache) but not a power loss. This NodeFS gives the
 * streams a real fsync (fsyncSync of the file descriptor), so with PostgreSQL's fsync on and
 * wal_sync_method=fsync a COMMIT returns only once its WAL is on disk, and checkpoints flush the
 * data files as PostgreSQL intends.
 */
export class DurableNodeFS extends NodeFS {
  async init(pg: PGlite, options: InitOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const preRun = (emscriptenOpts as { preRun?: Array<(mod: EmscriptenModule) => void> }).preRun ?? [];
    const withFsync = (mod: EmscriptenModule) => {
      mod.NODEFS.stream_ops.fsync = (stream: { nfd?: number }) => {
        if (stream.nfd !== undefined) fsyncSync(stream.nfd);
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...preRun, withFsync] } as typeof emscriptenOpts };
  }
}

/** PGlite's own start parameters minus `-F` (fsync off), with WAL flushed through fsync(). */
export function durableStartParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
  return [...defaults.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync', '-c', 'synchronous_commit=on'];
}
