import { appPath } from './app-root.ts';

/** The application's prisma/ folder: schema, migrations and seed content. */
export const schemaPath = appPath('prisma', 'schema.prisma');
export const migrationsDir = appPath('prisma', 'migrations');
export const seedDir = appPath('prisma', 'seed');
/** Images served at /storage (blog, cash_advance/product, cash_advance/product_acquirer). */
export const seedStorageDir = appPath('prisma', 'seed', 'storage');
