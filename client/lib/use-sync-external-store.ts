// What wouter imports as `use-sync-external-store/shim` (vite.config.ts points it here): the shim exists for React
// before 18 and on React 18+ hands out React's own hook, which this gives directly without shipping the shim.
export { useSyncExternalStore } from 'react'
