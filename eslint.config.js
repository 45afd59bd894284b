// Flat config: https://typescript-eslint.io/getting-started/typed-linting
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** The server may name client types (the SSR entry's), but never bundle client code: it would pull in React. */
const SERVER_NO_CLIENT_RUNTIME = {
  regex: '^(\\.\\./)+client/',
  allowTypeImports: true,
  message: 'The server imports only types from client/; move what both sides run to shared/.',
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'client/public'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+server/',
              allowTypeImports: true,
              message: 'The client imports only `type { AppRouter }` from the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_NO_CLIENT_RUNTIME] }],
    },
  },
  {
    files: ['server/services/**/*.ts', 'server/repositories/**/*.ts', 'server/auth/**/*.ts', 'server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NO_CLIENT_RUNTIME,
            {
              regex: '^(@trpc/|(\\.\\./)+trpc/)',
              message:
                'Services, repositories, auth and db know nothing of tRPC: throw domain errors, map them in the router.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.{1,2}/)', message: 'shared/ imports only zod and plain TypeScript.' }] },
      ],
    },
  },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
)
