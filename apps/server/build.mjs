// The production server: src/main.ts and the workspace packages it uses (@sme/*) bundled into dist/main.js, the
// embedded database's thread into dist/worker-entry.mjs, the API docs' own files copied beside them. npm packages
// stay external: node_modules (npm ci --omit=dev) provides them at run time.
import { builtinModules } from 'node:module';
import { cp, rm } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = `${here}/dist`;
const builtins = new Set(builtinModules);

/**
 * npm packages stay imports. Node resolves them from the bundle's folder, while the sources resolved each from its
 * own package's folder; npm nests a package there when it cannot share the top-level one (better-auth sits in
 * packages/api/node_modules). Such an import is kept as a relative path to the file the sources would load: the
 * lock file fixes where npm puts it, in the build's install and in the production one alike.
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'inner' || args.path.startsWith('@sme/')) return undefined;
      if (args.path.startsWith('node:') || builtins.has(args.path)) return { path: args.path, external: true };
      const resolve = (resolveDir) =>
        pluginBuild.resolve(args.path, { kind: args.kind, resolveDir, pluginData: 'inner' }).then(
          (result) => (result.errors.length ? undefined : result.path),
          () => undefined,
        );
      const fromSource = await resolve(args.resolveDir);
      // Not installed here (an optional peer a package tries at run time): left as it is written.
      if (!fromSource || fromSource === (await resolve(outdir))) return { path: args.path, external: true };
      const path = relative(outdir, fromSource).split(sep).join('/');
      return { path: path.startsWith('.') ? path : `./${path}`, external: true };
    });
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Node's own resolution: no bundler-only "module" condition.
  conditions: [],
  plugins: [npmPackagesExternal],
  // Class and function names stay as written: error names in logs, anything that reads constructor.name.
  keepNames: true,
  sourcemap: 'linked',
  logLevel: 'warning',
};

await rm(outdir, { recursive: true, force: true });
await Promise.all([
  build({ ...common, entryPoints: { main: `${here}/src/main.ts` }, outdir }),
  // threaded-pglite.ts starts its thread from ./worker-entry.mjs beside itself: in the sources a loader for
  // worker.ts, here the compiled worker.
  build({
    ...common,
    entryPoints: { 'worker-entry': `${here}/../../packages/db/src/pglite-thread/worker.ts` },
    outExtension: { '.js': '.mjs' },
    outdir,
  }),
  // api-docs.ts reads its page, script and stylesheet from ./api-docs beside itself.
  cp(`${here}/src/http/api-docs`, `${outdir}/api-docs`, { recursive: true }),
]);
