import { defineConfig } from 'vitest/config'
import { chakraThemeModule, chakraTrimmedColorTokens } from './vite.config.ts'

export default defineConfig({
  test: {
    projects: [
      {
        // client/theme.ts takes Chakra's theme one module at a time, with its colour tokens trimmed, as the build does.
        plugins: [chakraTrimmedColorTokens],
        resolve: { alias: [chakraThemeModule] },
        test: {
          name: 'unit',
          // Chakra's colour token modules go through that plugin rather than being loaded by Node as they are.
          server: { deps: { inline: [/@chakra-ui\/react\/dist\/esm\/theme\/(semantic-)?tokens\/colors\.js$/] } },
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/http/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
})
