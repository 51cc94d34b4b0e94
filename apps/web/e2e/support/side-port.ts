/**
 * The harness's side port (the test server's port + 1, apps/web/e2e/harness/server.ts): what a test asks of the
 * server that no visitor or member of staff could (known report leads, a booking held by the fake scheduling service,
 * a quote aged, a lead's next try moved).
 */
export function sidePortUrl(baseURL: string, path: string): URL {
  const sidePort = new URL(baseURL);
  sidePort.port = String(Number(sidePort.port) + 1);
  return new URL(path, sidePort);
}

/** POSTs `body` as JSON to the side port's `path`; throws with the harness's answer if it refused. Answers its JSON. */
export async function writeSidePort<T = unknown>(baseURL: string, path: string, body?: object): Promise<T> {
  const response = await fetch(sidePortUrl(baseURL, path), {
    method: 'POST',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`The side port's ${path} refused: ${await response.text()}`);
  return (await response.json()) as T;
}
