// ESLint for the whole tree; formatting is Prettier's (.prettierrc), so no stylistic rules here.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'dist',
    'dist-builds/',
    'dist-bench/',
    'dist-qa/',
    'test-results/',
    'playwright-report/',
    '.cache/',
    '.data/',
    'supabase/.temp/',
    'src/routeTree.gen.ts',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // What tsc's noUnusedLocals allows too: a leading _ marks a binding unused on purpose, and a
      // property destructured beside ...rest is how an object is copied without it.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  // The hooks rules are React's: Playwright's fixtures call their `use` too, which is no hook.
  { ...reactHooks.configs.flat.recommended, ignores: ['tests/e2e/**'] },
  { files: ['**/*.tsx'], extends: [jsxA11y.flatConfigs.recommended] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
);
