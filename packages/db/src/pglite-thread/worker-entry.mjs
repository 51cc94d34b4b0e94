// The database thread's entry when the server runs from its sources. Node 20 applies no module loader to a worker
// (the main thread's --import tsx included), so the thread loads its TypeScript through tsx's own API. The compiled
// server has its own worker-entry.mjs beside it: worker.ts bundled (apps/server/build.mjs).
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
