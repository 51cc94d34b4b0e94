import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The application's folder: prisma/ (schema, migrations, seed and its images), apps/web/dist and openapi.json are
 * found under it, from the TypeScript sources (tests, development, the db:* commands) and from the compiled server
 * alike, whose modules sit elsewhere than their sources. APP_ROOT when set; otherwise the project npm runs a script
 * in (npm names it for every workspace's scripts too), otherwise the working folder, as in the container image.
 */
export const appRoot = resolve(process.env.APP_ROOT || process.env.npm_config_local_prefix || process.cwd());

/** A path under the application's folder. */
export const appPath = (...segments: string[]) => join(appRoot, ...segments);

/** Why the application's folder cannot serve (one line), or undefined when it holds the schema the server needs. */
export function appRootProblem(): string | undefined {
  if (existsSync(appPath('prisma', 'schema.prisma'))) return undefined;
  return `No prisma/schema.prisma in ${appRoot}: start from the application's folder or set APP_ROOT to it.`;
}
