/** Plain paths (letters, digits, `/`, `-`, `_`, `~`): nothing a URL parser would resolve or re-encode. */
const plainPath = /^\/[\w\-~/]*$/;

/**
 * The path of a request URL as the REST layer resolves it (dot segments, percent-encoded dots, backslashes), without
 * its query; undefined for a URL no parser accepts. Most paths are plain and skip the parser: this runs for every
 * API call, twice (the rate limiter and the read cache).
 */
export function resolvedPath(url: string): string | undefined {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (plainPath.test(path)) return path;
  try {
    return new URL(`http://server${url}`).pathname;
  } catch {
    return undefined;
  }
}
