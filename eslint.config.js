import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layering (see docs/architecture.md): app → features → components, lib,
 * config, content. Nothing imports upward and features do not import each other.
 */
const features = (() => {
  try {
    return readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const noUpward = (message, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['@/app', '@/app/*'], message },
        { group: ['../*/../*', '../../*'], message: 'Import across folders with the @/ alias, not deep relative paths.' },
        ...extra,
      ],
    },
  ],
});

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'coverage', '.lighthouse'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read configuration through @/config/env only.',
        },
      ],
    },
  },
  { files: ['src/config/env.ts'], rules: { 'no-restricted-syntax': 'off' } },
  // Playwright fixtures must destructure their dependencies, even when there are none.
  { files: ['tests/**'], rules: { 'no-empty-pattern': 'off' } },
  {
    files: ['src/components/**', 'src/lib/**', 'src/config/**', 'src/content/**'],
    rules: noUpward('Shared layers must not import from app or features.', [
      { group: ['@/features', '@/features/*'], message: 'Shared layers must not import from features.' },
    ]),
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: noUpward('Features must not import from app.', [
      {
        group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/*`],
        message: 'Features do not import each other; compose them in src/app.',
      },
    ]),
  })),
);
