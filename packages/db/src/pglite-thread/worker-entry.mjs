// The database thread's entry. Node 20 applies no module loader to a worker (the main thread's --import tsx
// included), so the thread loads its TypeScript through tsx's own API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
