import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@': root };

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
          environment: 'jsdom',
          include: ['{app,components,features,lib}/**/*.test.{ts,tsx}', 'proxy.test.ts'],
          exclude: ['lib/contract/**', 'lib/errors/**', 'node_modules/**'],
          setupFiles: ['tests/setup/unit.ts'],
          // next-intl's ESM imports 'next/server' without an extension; let Vite resolve it.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'platform',
          globals: true,
          environment: 'node',
          include: ['platform/**/*.test.ts', 'lib/contract/**/*.test.ts', 'lib/errors/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
