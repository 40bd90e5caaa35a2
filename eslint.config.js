// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const web = 'apps/web/src';
// Every feature folder may import only from itself among features (STYLE.md).
const featureDir = `${web}/features`;
const featureZones = (existsSync(featureDir) ? readdirSync(featureDir) : []).map((name) => ({
  target: `./${featureDir}/${name}`,
  from: `./${featureDir}`,
  except: [`./${name}`],
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/platform/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // i18next and react-i18next are types only: the site's own engine (i18n/engine.ts,
      // i18n/react.tsx) translates at run time, keeping them out of the first JavaScript.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['i18next', 'react-i18next'].map((name) => ({
            name,
            allowTypeImports: true,
            message:
              'Use i18n/react (useTranslation, Trans) or i18n/engine: this package is types only.',
          })),
        },
      ],
      // Import direction (STYLE.md): shared -> features -> app. Features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            { target: `./${web}/features`, from: `./${web}/app` },
            {
              target: [
                `./${web}/api`,
                `./${web}/components`,
                `./${web}/lib`,
                `./${web}/config`,
                `./${web}/i18n`,
                `./${web}/hooks`,
                `./${web}/stores`,
              ],
              from: [`./${web}/features`, `./${web}/app`],
            },
          ],
        },
      ],
    },
  },
);
