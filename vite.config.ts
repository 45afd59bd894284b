import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  plugins: [react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: isSsrBuild
        ? // The server loads every page anyway: one file, no chunk to import on a first request.
          { codeSplitting: false }
        : {
            // Each page is its own chunk (client/app.tsx imports pages lazily). What the entry needs on every page goes in
            // two chunks: the libraries (React, Chakra, emotion, TanStack Query, tRPC, wouter, zod), which change only
            // with them and so stay cached across deploys, and the site's own shell (layout, providers, theme).
            // https://rolldown.rs/in-depth/manual-code-splitting
            codeSplitting: {
              groups: [
                { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
                // The entry module itself stays the entry chunk.
                {
                  name: 'app',
                  test: (id) => !/entry-client\.tsx|index\.html/.test(id),
                  tags: ['$initial'],
                  priority: 1,
                },
              ],
            },
          },
    },
  },
}))
