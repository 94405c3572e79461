import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@': root };
/**
 * Worker threads, not child processes: a file starts in a thread at a fraction of a fork's cost (the
 * platform's methods tests: 120 s in forks, 80 s in threads on the 2-core machine). Set per project:
 * an inline project does not inherit the root's test options.
 */
const pool = 'threads';

export default defineConfig({
  test: {
    // Every core runs test files (Vitest's default keeps one for itself: on the 2-core CI machine that
    // was one worker, 672 s for the suite; two workers took it to 407 s).
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          globals: true,
          pool,
          // Components, in jsdom. A jsdom is built for every file (most of this project's cost), so only
          // the files that render get one: the .tsx tests here, and .ts tests that ask for it with a
          // `// @vitest-environment jsdom` first line.
          environment: 'jsdom',
          include: ['{app,components,features,lib}/**/*.test.tsx'],
          setupFiles: ['tests/setup/unit.ts'],
          // next-intl's ESM imports 'next/server' without an extension; let Vite resolve it.
          server: { deps: { inline: ['next-intl'] } },
          // A render waits on a busy CI machine (tsc runs beside it); a failing assertion fails at once anyway.
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit-node',
          globals: true,
          pool,
          // Logic of the site's layers (routing, validation, stores, API clients) in Node: no jsdom to build.
          environment: 'node',
          include: ['{app,components,features,lib}/**/*.test.ts', 'proxy.test.ts'],
          exclude: ['lib/contract/**', 'lib/errors/**', 'node_modules/**'],
          setupFiles: ['tests/setup/node.ts'],
          server: { deps: { inline: ['next-intl'] } },
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'platform',
          globals: true,
          pool,
          environment: 'node',
          include: ['platform/**/*.test.ts', 'lib/contract/**/*.test.ts', 'lib/errors/**/*.test.ts', 'scripts/**/*.test.ts', 'simulators/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
