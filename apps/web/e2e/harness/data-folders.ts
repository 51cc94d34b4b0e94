/** The folder of the embedded database of the harness server on `port`, relative to the repository's root. */
export const dataFolder = (port: number) => `test-data/e2e-${port}`;

/** A copy of that database as it was seeded, which servers of a worker's own start from (support/own-server.ts). */
export const seededCopy = (port: number) => `${dataFolder(port)}-seeded`;
