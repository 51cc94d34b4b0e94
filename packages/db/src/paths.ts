import { fileURLToPath } from 'node:url';

/** The repository's prisma/ folder: schema, migrations and seed content. */
export const prismaDir = fileURLToPath(new URL('../../../prisma/', import.meta.url));
export const schemaPath = `${prismaDir}schema.prisma`;
export const migrationsDir = `${prismaDir}migrations`;
export const seedDir = `${prismaDir}seed`;
/** Images served at /storage (blog, cash_advance/product, cash_advance/product_acquirer). */
export const seedStorageDir = `${prismaDir}seed/storage`;
