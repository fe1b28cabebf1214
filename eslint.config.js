import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The house's layers, enforced here for every folder (docs/architecture.md):
 *
 *   app (and the entries main.tsx, start.tsx) → features → components → content → config → lib → contracts
 *
 * A layer imports only the layers to its right; features do not import each other; a room of the
 * feed pipeline (src/features/feeds/<room>/) is entered only through its index.ts. The scripts, the
 * tests and the hosts' handlers (edge/, netlify/, cloudflare/, api/) follow the same rules from
 * outside: they enter a feature only through a door and never reach the app's components.
 * measure/ (the audit, the benchmarks, their library) stands apart: it may read anything, and
 * nothing imports it. scripts/layers.test.ts proves that such imports fail.
 */

const dirs = (path) => {
  const url = new URL(path, import.meta.url);
  if (!existsSync(url)) return [];
  return readdirSync(url, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
};
const features = dirs('./src/features/');
const rooms = dirs('./src/features/feeds/').filter((room) => existsSync(new URL(`./src/features/feeds/${room}/index.ts`, import.meta.url)));
const ROOMS = rooms.join('|') || '(?!)';

/** Each layer and the src folders it may import with `@/` (its own folder is always allowed). */
const LAYERS = {
  contracts: [],
  lib: ['contracts'],
  config: ['contracts', 'lib'],
  content: ['contracts', 'lib', 'config'],
  components: ['contracts', 'lib', 'config', 'content'],
  features: ['contracts', 'lib', 'config', 'content', 'components'],
  sw: ['contracts'],
};
const SRC_FOLDERS = ['app', 'features', 'components', 'content', 'config', 'lib', 'contracts', 'sw', 'test'];

const DEEP_RELATIVE = { regex: '^\\.\\./\\.\\.(/|$)', message: 'Import across folders with the @/ alias, not deep relative paths.' };
/** A feed room's files, reached past its door: `@/features/feeds/parse/parse-feed`. */
const PAST_A_DOOR = {
  regex: `(^|/)features/feeds/(${ROOMS})/.+`,
  message: 'Enter a room of the feed pipeline through its door: import from features/feeds/<room>, not a file inside it.',
};

/** Nothing outside measure/ imports it: the measuring tools are not part of the app, the edge or the build. */
const MEASURE = { regex: '(^|/)measure(/|$)', message: 'measure/ (the audit and the benchmarks) stands apart: nothing imports it.' };

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: patterns.filter(Boolean) }] });

/** The patterns for a src layer: no `@/` import outside its allowed layers (types from config may pass). */
function layerPatterns(layer) {
  const allowed = new Set([layer, 'test', ...LAYERS[layer]]);
  const banned = SRC_FOLDERS.filter((folder) => !allowed.has(folder));
  return [
    DEEP_RELATIVE,
    PAST_A_DOOR,
    MEASURE,
    {
      regex: `^(@|\\.\\.)/(${banned.join('|')})(/|$)`,
      message: `src/${layer} may import only ${[...allowed].filter((l) => l !== 'test').map((l) => `src/${l}`).join(', ')} (docs/architecture.md).`,
    },
  ];
}

/** A feature imports no other feature, and its files leave their folder only by the alias. */
function featurePatterns(feature, { inRoom = null } = {}) {
  const others = features.filter((f) => f !== feature);
  return [
    ...layerPatterns('features'),
    others.length > 0 && {
      regex: `^@/features/(${others.join('|')})(/|$)`,
      message: 'Features do not import each other; compose them in src/app.',
    },
    // From a feed room: a sibling room only through its door, never one level further up.
    inRoom && { regex: `^\\.\\./(${ROOMS})/.+`, message: PAST_A_DOOR.message },
    inRoom === null && { regex: '^\\.\\./', message: 'A feature leaves its folder only with the @/ alias.' },
  ];
}

/** Code outside src (scripts, tests, hosts' handlers): through doors only, never the app's UI. */
const outsidePatterns = ({ app }) => [
  PAST_A_DOOR,
  MEASURE,
  {
    regex: '(^|/)(src|@)/features/(?!feeds/)[^/]+/(?!index(\\.ts)?$).+',
    message: 'Outside src, enter a feature through its index.ts.',
  },
  { regex: '(^|/)(src|@)/features/feeds/ui(/|$)', message: "Outside src, nothing uses the feed pipeline's UI room." },
  { regex: '(^|/)(src|@)/components(/|$)', message: "Outside src, nothing imports the app's components." },
  {
    regex: app ? '(^|/)(src|@)/app/(?!(render-page|route-table|site-feed)(\\.tsx?)?$)' : '(^|/)(src|@)/(app|content)(/|$)',
    message: app
      ? 'Outside src, the app is entered only through its build entries: render-page, route-table, site-feed.'
      : 'The hosts\' handlers import contracts, config, lib and feed rooms, never the app or its content.',
  },
];

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

  // The layers of src.
  { files: ['src/*.{ts,tsx}', 'src/app/**'], rules: restrict(DEEP_RELATIVE, PAST_A_DOOR, MEASURE) },
  ...Object.keys(LAYERS)
    .filter((layer) => layer !== 'features')
    .map((layer) => ({ files: [`src/${layer}/**`], rules: restrict(...layerPatterns(layer)) })),
  ...features.map((feature) => ({ files: [`src/features/${feature}/**`], rules: restrict(...featurePatterns(feature)) })),
  ...rooms.map((room) => ({ files: [`src/features/feeds/${room}/**`], rules: restrict(...featurePatterns('feeds', { inRoom: room })) })),

  // Outside src.
  { files: ['scripts/**', 'tests/**', 'vite.config.ts'], rules: restrict(...outsidePatterns({ app: true })) },
  { files: ['edge/**', 'netlify/**', 'cloudflare/**', 'api/**'], rules: restrict(...outsidePatterns({ app: false })) },
  { files: ['measure/**'], rules: restrict(...outsidePatterns({ app: true }).filter((pattern) => pattern !== MEASURE)) },
);
