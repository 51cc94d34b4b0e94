// React's own useSyncExternalStore, where a library imports the package that adds it to React before 18
// (use-sync-external-store/shim: wouter's). React 19 has it built in, which the shim itself hands back at run time;
// resolved here instead (vite.staff.config.ts), the console and the portal do not carry the shim's own code.
export { useSyncExternalStore } from 'react';
