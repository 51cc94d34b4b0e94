import { PageMeta } from '../app/page-meta.tsx';

/**
 * The console while it asks who is signed in. console.html holds the same markup, so the page has its heading from
 * the first paint, before the code arrives, and a screen reader lands on it (a test keeps the two alike).
 */
export function ConsoleLoading() {
  return (
    <main id="main" className="container-page py-16 text-center" aria-busy="true">
      <PageMeta title="Console" />
      <h1 className="text-2xl font-bold">Console</h1>
      <p className="mt-2">Loading the console...</p>
    </main>
  );
}
