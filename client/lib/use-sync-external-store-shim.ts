/**
 * `use-sync-external-store/shim` for the Preact build (vite.config.ts aliases it here): the package
 * is CommonJS and requires "react", which would pull a second, CommonJS copy of Preact into the
 * server's bundle beside the ES module one; hooks then break across the two. Preact's compat layer
 * has the hook itself.
 */
export { useSyncExternalStore } from 'react';
