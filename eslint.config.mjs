import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Layering of ARCHITECTURE.md, held by lint: app → features → components → lib;
 * a feature reaches another only through its index.ts; platform never imports UI.
 */
const zones = [
  { target: './lib', from: ['./app', './features', './components', './platform'], message: 'lib/ is framework-free and imports only lib/.' },
  { target: './components', from: ['./app', './features', './platform'], message: 'components/ knows no feature and fetches nothing.' },
  { target: './features', from: ['./app', './platform'], message: 'features/ may import components and lib, not app or platform.' },
  { target: './platform', from: ['./app', './features', './components', './lib/api', './lib/routing', './lib/cms'], message: 'platform/ imports only lib/{contract,validation,errors,config,i18n}.' },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Never parse dependencies for the import rules (PGlite's bundle overflows the parser).
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      // Import cycles are checked by `npm run check:cycles` (dpdm): the same rule, type-only imports
      // left out as here, in 10 s where import/no-cycle took 74 s, two thirds of the lint step.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/link', importNames: ['default'], message: 'Use { Link } from "@/components/link" (no prefetch on sight; decision 0011, eleventh pass).' }],
          patterns: [
            {
              regex: '^@/features/[^/]+/.+',
              message: 'Import another feature only through its index.ts ("@/features/x").',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A page answers <NotFoundAnswer /> (features/system): Next 16.4 renders notFound() from a
    // dynamic page as an empty client-rendered shell (docs/fast-pages.md).
    files: ['app/**/page.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', importNames: ['default'], message: 'Use { Link } from "@/components/link" (no prefetch on sight; decision 0011, eleventh pass).' },
            { name: 'next/navigation', importNames: ['notFound'], message: 'Return <NotFoundAnswer /> from "@/features/system" (a 404 rendered on the server; docs/fast-pages.md).' },
          ],
          patterns: [{ regex: '^@/features/[^/]+/.+', message: 'Import another feature only through its index.ts ("@/features/x").' }],
        },
      ],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/i18n/request.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'next'],
          patterns: [{ regex: '^next/', message: 'lib/ knows nothing of Next.' }, { regex: '^@/(app|features|components|platform)(/|$)', message: 'lib/ imports only lib/.' }],
        },
      ],
    },
  },
  {
    files: ['platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'next'],
          patterns: [
            { regex: '^next/', message: 'The platform knows nothing of the site.' },
            { regex: '^@/(app|features|components)(/|$)', message: 'The platform never imports UI.' },
            { regex: '^@/lib/(api|routing|cms|query)(/|$)', message: 'The platform imports only lib/{contract,validation,errors,config,i18n}.' },
          ],
        },
      ],
    },
  },
  globalIgnores(['.next/**', 'out/**', 'build/**', 'next-env.d.ts', '.data/**', 'test-results/**', 'playwright-report/**', 'public/**']),
]);
