/// <reference types="astro/client" />
import type { IslandLocals } from './locals.ts';

declare global {
  namespace App {
    // What the Fastify server reads for a page before Astro renders it (locals.ts); Astro declares Locals as an
    // interface for projects to extend.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the extension is the whole declaration
    interface Locals extends IslandLocals {}
  }
}
