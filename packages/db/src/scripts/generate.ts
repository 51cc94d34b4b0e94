import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { schemaPath } from '../paths.ts';

// `prisma generate` only needs the schema engine binary to exist; pointing it at any file skips a
// download that fails offline. The generated client itself has no native engine.
const require = createRequire(import.meta.url);
const prismaCli = require.resolve('prisma/build/index.js');
const result = spawnSync(process.execPath, [prismaCli, 'generate', '--schema', schemaPath], {
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
});
process.exit(result.status ?? 1);
