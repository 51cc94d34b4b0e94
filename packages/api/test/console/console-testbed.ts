import { randomBytes } from 'node:crypto';
import type { Database } from '@sme/db';
import { openTestDatabase, type TestDatabaseKind } from '@sme/db/testing';
import type { ConsoleRole } from '@sme/domain';
import { afterAll, beforeAll } from 'vitest';
import { createCaller, createConsoleAuth, demoAddressProvider, type ConsoleAuth } from '../../src/index.ts';

export const PASSWORD = 'correct horse battery staple';

export type Caller = ReturnType<typeof createCaller>;

/** A database with console sign-in, and callers that act as a browser would: with or without a session cookie. */
export interface ConsoleTestbed {
  db: Database;
  auth: ConsoleAuth;
  /** A caller with this Cookie header; `cookies` collects what the server set. */
  caller(cookie?: string): { caller: Caller; cookies: string[] };
  /** A public caller, as the site's visitors call. */
  visitor: Caller;
  /** Creates a user and signs them in: their caller and id. */
  user(role: ConsoleRole, name?: string): Promise<{ caller: Caller; id: string; email: string; cookie: string }>;
  close(): Promise<void>;
}

/** The Cookie header a browser would send back after these Set-Cookie values. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

let users = 0;

export async function openConsoleTestbed(kind: TestDatabaseKind): Promise<ConsoleTestbed> {
  const db = await openTestDatabase(kind);
  const auth = createConsoleAuth({
    prisma: db.prisma,
    secret: randomBytes(32).toString('base64url'),
    baseURL: 'http://localhost:3000',
  });
  const addressLookup = demoAddressProvider();
  const caller = (cookie?: string) => {
    const cookies: string[] = [];
    const headers = new Headers(cookie ? { cookie } : {});
    return {
      caller: createCaller({
        prisma: db.prisma,
        addressLookup,
        consoleAuth: auth,
        http: { headers, secure: false, setCookies: (values) => cookies.push(...values) },
      }),
      cookies,
    };
  };
  return {
    db,
    auth,
    caller,
    visitor: createCaller({ prisma: db.prisma, addressLookup }),
    async user(role, name) {
      users += 1;
      const email = `${role}${users}@example.co.uk`;
      const created = await auth.api.createUser({
        body: { email, password: PASSWORD, name: name ?? `${role === 'admin' ? 'Ada' : 'Alex'} ${users}`, role },
      });
      const signIn = caller();
      await signIn.caller.admin.session.signIn({ email, password: PASSWORD });
      const cookie = cookieHeader(signIn.cookies);
      return { caller: caller(cookie).caller, id: created.user.id, email, cookie };
    },
    close: () => db.close(),
  };
}

/** The export's header row as a spreadsheet shows it: people's words for the columns, not the database's. */
export const exportHeader = [
  'Received',
  'Kind',
  'Status',
  'Business name',
  'Name',
  'Email',
  'Phone',
  'Postcode',
  'Progress',
  'Assigned to',
  'Reachable at',
  'First contact at',
  'Time to first contact (office)',
  'Contact attempts',
  'Do not contact',
  'Lead id',
  'Console link',
  'Best time to call or booked call',
  'Message',
  'Notes',
  'Source',
  'Medium',
  'Campaign',
  'Landing page',
  'Referring site',
  'UTM term',
  'UTM content',
  'GCLID',
  'Referred by',
  'Last touch source',
];

/** How sign-in refuses a wrong password and an unknown address alike, as the refusal helper reads it. */
export const wrongPassword = { code: 'UNAUTHORIZED', messages: ['Wrong e-mail or password.'] };

/** Gives the suite a testbed (opened before its tests, closed after them): `use` hands it over once it is open. */
export function openTestbedForSuite(kind: TestDatabaseKind, use: (bed: ConsoleTestbed) => void): void {
  let bed: ConsoleTestbed | undefined;
  beforeAll(async () => {
    bed = await openConsoleTestbed(kind);
    use(bed);
  });
  afterAll(() => bed?.close());
}

export interface ConsoleStaff {
  bed: ConsoleTestbed;
  admin: { caller: Caller; id: string; cookie: string };
  agent: { caller: Caller; id: string; cookie: string };
}

/** Gives the suite a testbed with Ada Admin and Alex Agent signed in: `use` hands them over once they are. */
export function openStaffForSuite(kind: TestDatabaseKind, use: (staff: ConsoleStaff) => void): void {
  let bed: ConsoleTestbed;
  openTestbedForSuite(kind, (opened) => (bed = opened));
  beforeAll(async () => {
    use({ bed, admin: await bed.user('admin', 'Ada Admin'), agent: await bed.user('agent', 'Alex Agent') });
  });
}

/** A loan application answered to its last step (the booking screen), as a visitor sends it: its id. */
export async function answeredLoan(visitor: Caller, company: string): Promise<string> {
  const { collections } = await visitor.businessLoan.basicInfo({
    company_name: company,
    borrow_ammount: '15000',
    borrow_month: '12 months',
  });
  await visitor.businessLoan.category({ id: collections.id, business_cat: 'Retail' });
  await visitor.businessLoan.turnover({ id: collections.id, monthly_turnover_from: 20 });
  return collections.id;
}
