import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type * as SchemaEngineWasm from '@prisma/schema-engine-wasm';
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';
import { migrationsDir, schemaPath } from './paths.ts';

// Prisma's CLI downloads a native schema engine, which fails offline and on locked-down servers.
// Its WebAssembly build does the same work (diff, apply) through our own driver adapter.

type EngineModule = typeof SchemaEngineWasm;

// @types/node 20 leaves WebAssembly out (it lives in TypeScript's DOM lib): only what is used here.
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, unknown>) => { exports: Record<string, unknown> };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
let engineModule: Promise<EngineModule> | undefined;

function loadEngineModule(): Promise<EngineModule> {
  engineModule ??= (async () => {
    // The package's main entry imports the .wasm file as an ES module, which Node 20 cannot do.
    const bg = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as unknown as EngineModule & {
      __wbg_set_wasm(exports: Record<string, unknown>): void;
    };
    const require = createRequire(import.meta.url);
    const wasmPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg').replace(/\.js$/, '.wasm');
    const instance = new wasm.Instance(new wasm.Module(readFileSync(wasmPath)), { './schema_engine_bg.js': bg });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bg;
  })();
  return engineModule;
}

const filters = { externalTables: [], externalEnums: [] };

function schemaFiles() {
  return [{ path: 'schema.prisma', content: readFileSync(schemaPath, 'utf8') }];
}

/**
 * Runs one engine operation. The engine never disposes the connections it opens (with PrismaPg, a pool
 * each, whose session keeps the migration advisory lock), so they are tracked and closed here.
 */
async function withEngine<T>(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  operation: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = await loadEngineModule();
  const opened: SqlDriverAdapter[] = [];
  const track = async (adapter: Promise<SqlDriverAdapter>) => {
    opened.push(await adapter);
    return opened[opened.length - 1]!;
  };
  const tracked: SqlMigrationAwareDriverAdapterFactory = {
    provider: adapterFactory.provider,
    adapterName: adapterFactory.adapterName,
    connect: () => track(adapterFactory.connect()),
    connectToShadowDb: () => track(adapterFactory.connectToShadowDb()),
  };
  const files = schemaFiles();
  const engine = await SchemaEngine.new(
    { datamodels: files.map((f) => [f.path, f.content]) },
    () => {}, // engine log lines: nothing a user needs
    bindMigrationAwareSqlAdapterFactory(tracked),
  );
  try {
    return await operation(engine);
  } finally {
    engine.free();
    await Promise.all(opened.map((adapter) => adapter.dispose()));
  }
}

export async function readMigrationList(): Promise<MigrationList> {
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = await Promise.all(
    names.map(async (name) => {
      // The engine records `path` as the migration's name, so it must be the folder name alone
      // (as prisma migrate writes it), never an absolute path that changes with the checkout.
      const sqlPath = join(name, 'migration.sql');
      const content = await readFile(join(migrationsDir, sqlPath), 'utf8').then(
        (value) => ({ tag: 'ok' as const, value }),
        (error: Error) => ({ tag: 'error' as const, value: error.message }),
      );
      return { path: name, migrationFile: { path: sqlPath, content } };
    }),
  );
  const lockPath = join(migrationsDir, 'migration_lock.toml');
  const lockContent = await readFile(lockPath, 'utf8').catch(() => null);
  return {
    baseDir: migrationsDir,
    lockfile: { path: lockPath, content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

/** Applies every pending migration of prisma/migrations, as `prisma migrate deploy` would. */
export async function applyMigrations(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  const migrationsList = await readMigrationList();
  const result = await withEngine(adapterFactory, (engine) => engine.applyMigrations({ migrationsList, filters }));
  return result.appliedMigrationNames;
}

/**
 * The SQL that would bring the migrations folder in step with schema.prisma, or null when it already is.
 * The adapter's shadow database replays the folder, so an in-memory PGlite is the natural choice.
 */
export async function pendingMigrationSql(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
): Promise<string | null> {
  const migrations = await readMigrationList();
  const result = await withEngine(adapterFactory, (engine) =>
    engine.diff({
      from: migrations.migrationDirectories.length ? { tag: 'migrations', ...migrations } : { tag: 'empty' },
      to: { tag: 'schemaDatamodel', files: schemaFiles() },
      script: true,
      exitCode: true,
      filters,
    }),
  );
  return result.exitCode === 2 ? (result.stdout ?? '') : null;
}
