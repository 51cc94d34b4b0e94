import { parseArgs } from 'node:util';
import { openDatabase } from '../client.ts';
import { FILL_DEFAULT_COUNT, FILL_DEFAULT_SEED, FILL_MAX_COUNT, fillLeads } from '../fill/index.ts';
import { databaseTargetFromEnv } from '../target-from-env.ts';

// npm run db:fill -- [count] [--seed n]: adds fake leads to the database the settings point at.

const usage = `Usage: npm run db:fill -- [count] [--seed n]   (count 1 to ${FILL_MAX_COUNT.toLocaleString('en-GB')}, default ${FILL_DEFAULT_COUNT})`;
const wholeNumber = (text: string | undefined, fallback: number) => (text === undefined ? fallback : Number(text));

let count: number;
let seed: number;
try {
  const { values, positionals } = parseArgs({
    options: { seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  count = wholeNumber(positionals[0]?.replace(/[_,]/g, ''), FILL_DEFAULT_COUNT);
  seed = wholeNumber(values.seed, FILL_DEFAULT_SEED);
  if (positionals.length > 1 || !Number.isInteger(count) || count < 1 || count > FILL_MAX_COUNT) throw new Error();
  if (!Number.isInteger(seed)) throw new Error();
} catch {
  console.error(usage);
  process.exit(1);
}

const target = databaseTargetFromEnv(process.env);
const started = performance.now();
const db = await openDatabase(target);
try {
  await db.migrate();
  console.log(`Adding ${count.toLocaleString('en-GB')} fake leads (seed ${seed}) to ${describe(target)}…`);
  const every = Math.max(1, Math.round(count / 20));
  let shown = 0;
  const result = await fillLeads(db.prisma, {
    count,
    seed,
    onProgress: (done, total) => {
      if (done - shown < every && done < total) return;
      shown = done;
      console.log(`  ${done.toLocaleString('en-GB')} / ${total.toLocaleString('en-GB')}  ${seconds(started)}`);
    },
  });
  const kinds = Object.entries(result.byKind)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  const statuses = Object.entries(result.byStatus)
    .map(([status, n]) => `${status} ${n}`)
    .join(', ');
  // A bulk load leaves the planner without statistics and the search index with a long list of entries still to
  // merge (read by every search); the embedded database has no autovacuum to see to either.
  await db.prisma.$executeRawUnsafe(
    'VACUUM ANALYZE "Lead", "LeadEvent", "ContactEnquiry", "PopupLead", "PartnerRegistration", "GuestLead", ' +
      '"LoanApplication", "CashAdvanceApplication", "ScheduledCall"',
  );
  console.log(`Added ${result.leads.toLocaleString('en-GB')} leads in ${seconds(started)} (VACUUM ANALYZE included).`);
  console.log(`  kinds: ${kinds}`);
  console.log(`  statuses: ${statuses}`);
  console.log(`  ${result.assigned} assigned, ${result.calls} booked calls, ${result.events} timeline entries.`);
  console.log(
    'This is test data: fake people and businesses (e-mails at example.co.uk / example.com, phone numbers ' +
      '07700 900xxx). Never fill a database that holds real leads.',
  );
} finally {
  await db.close();
}
// The schema engine leaves its 10 s lock-timeout timer behind; nothing else is pending.
process.exit(0);

function describe(t: typeof target): string {
  if (t.kind === 'pglite') return `the embedded database in ${t.dataDir}`;
  if (t.kind === 'postgres') return `PostgreSQL at ${new URL(t.url).host}${new URL(t.url).pathname}`;
  return 'an in-memory database';
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}
