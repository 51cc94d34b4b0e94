import {
  CONSOLE_PASSWORD_MAX,
  CONSOLE_PASSWORD_MIN,
  DEFAULT_OFFICE_HOURS,
  DEFAULT_CONTACT_CADENCE,
  parseContactCadence,
  type CadenceStep,
  describeOfficeHours,
  DUPLICATE_WINDOW_MS,
  FORM_MIN_FILL_MS,
  parseOfficeHours,
  type OfficeWeek,
  type PublicSettings,
} from '@sme/domain';
import { bankHolidaysFrom } from '@sme/api';
import { isIP } from 'node:net';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** An IP address, or a CIDR block such as 10.0.0.0/8 or fd00::/8. */
const isAddressOrBlock = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/** A comma-separated list (blank entries dropped) whose every entry passes `check`; unset is the empty list. */
const commaList = (check: (entry: string) => boolean, message: string) =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(check), { message });

/** Client addresses, comma-separated: each an IP address or a CIDR block. */
const addressList = commaList(
  isAddressOrBlock,
  'must be IP addresses or CIDR blocks (e.g. 10.0.0.0/8) separated by commas',
);

/**
 * An optional public registration number: spaces dropped and letters upper-cased (as the registers show them), then
 * checked against `pattern` so a mistyped number stops the server rather than showing a wrong one in the footer.
 */
const registrationNumber = (pattern: RegExp, format: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.replace(/\s+/g, '').toUpperCase() || undefined)
    .refine((v) => v === undefined || pattern.test(v), { message: `must be ${format}` });

/** Requests a minute from one client address, for one family of calls. */
const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/** Every setting the server reads, with the defaults that serve a new user on the embedded database. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder for the embedded database (DATA_DIR/pglite) when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** A PostgreSQL server instead of the embedded database. */
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  /** Seed the shipped blog posts and catalogue at start when the database has none. */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Shown on the site: phone (also the tel: link), e-mail and office address. */
  SITE_PHONE: z.string().trim().min(5).default('0333 880 1234'),
  SITE_EMAIL: z.email().default('hello@smecompare.co.uk'),
  SITE_ADDRESS: z.string().trim().min(5).default('71-75 Shelton Street, London WC2H 9JQ'),
  SITE_CHAT_URL: z.url({ protocol: /^https$/ }).default('https://wa.me/443338801234'),
  SITE_MAP_EMBED_URL: z
    .url({ protocol: /^https$/ })
    .default(
      'https://www.openstreetmap.org/export/embed.html?bbox=-0.1296%2C51.5125%2C-0.1176%2C51.5165&layer=mapnik&marker=51.5145%2C-0.1236',
    ),
  SITE_FACEBOOK_URL: z.url({ protocol: /^https$/ }).default('https://www.facebook.com/smecompareuk'),
  SITE_LINKEDIN_URL: z.url({ protocol: /^https$/ }).default('https://www.linkedin.com/company/smecompare'),
  SITE_INSTAGRAM_URL: z.url({ protocol: /^https$/ }).default('https://www.instagram.com/smecompareuk'),
  SITE_X_URL: z.url({ protocol: /^https$/ }).default('https://x.com/smecompareuk'),
  /** Companies House number, shown in the footer: 8 digits, or 2 letters (SC, NI, OC…) or R0 and 6 digits. */
  SITE_COMPANY_NUMBER: registrationNumber(
    /^(\d{8}|[A-Z]{2}\d{6}|R0\d{6})$/,
    '8 characters: 8 digits (e.g. 01234567) or 2 letters and 6 digits (e.g. SC123456)',
  ),
  /** The FCA's firm reference number, shown in the footer: 6 or 7 digits. */
  SITE_FCA_FRN: registrationNumber(/^\d{6,7}$/, '6 or 7 digits (e.g. 123456)'),
  /** The ICO's data protection registration number, shown in the footer: Z and 7 digits, or 2 letters and 6 digits. */
  SITE_ICO_NUMBER: registrationNumber(
    /^(Z\d{7}|[A-Z]{2}\d{6})$/,
    'Z and 7 digits (e.g. Z1234567) or 2 letters and 6 digits (e.g. ZA123456)',
  ),
  /** The scheduling widget's page for a 30-minute call (Calendly), embedded on the booking screen. */
  SITE_SCHEDULING_URL: z.url({ protocol: /^https$/ }).default('https://calendly.com/smecompare/30min'),
  /** Postcode lookup service (GET {url}/addresses/{postcode}); used only when its key is set. Secret: server only. */
  POSTCODE_LOOKUP_KEY: z.string().trim().optional(),
  POSTCODE_LOOKUP_URL: z.url({ protocol: /^https?$/ }).default('https://api.easypostcodes.com'),
  POSTCODE_LOOKUP_KEY_HEADER: z.string().trim().min(1).default('key'),
  POSTCODE_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * When the team answers, in UK time: days and hours, comma-separated, e.g. "Mon-Fri 08:00-18:00, Sat 09:00-13:00".
   * Days not named are closed, and so are England and Wales bank holidays. The footer shows it.
   */
  OFFICE_HOURS: z
    .string()
    .trim()
    .default(DEFAULT_OFFICE_HOURS)
    .transform((v, ctx): OfficeWeek => {
      try {
        return parseOfficeHours(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * When to try again a lead nobody reached: one step per attempt, in office time ("10m", "1h") or "next-day" (the
   * next open day's opening), comma-separated. After the last step the lead goes to "Could not reach".
   */
  CONTACT_CADENCE: z
    .string()
    .trim()
    .default(DEFAULT_CONTACT_CADENCE)
    .transform((v, ctx): CadenceStep[] => {
      try {
        return parseContactCadence(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * Who takes a new lead: on, each new lead that is reachable (a phone number or e-mail known) and unassigned goes in
   * turn to the console users switched "On duty"; off (or nobody on duty), it waits unassigned in the inbox.
   */
  LEAD_ROUND_ROBIN: z
    .enum(['on', 'off'], { message: 'must be on or off' })
    .default('off')
    .transform((v) => v === 'on'),
  /** The site's own address as visitors reach it (links in e-mails; the console's sign-in). */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The console's first admin: made sure of at every start. */
  ADMIN_EMAIL: z.email('must be an e-mail address').trim().toLowerCase().optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(CONSOLE_PASSWORD_MIN, `must be at least ${CONSOLE_PASSWORD_MIN} characters`)
    .max(CONSOLE_PASSWORD_MAX, `must be at most ${CONSOLE_PASSWORD_MAX} characters`)
    .optional(),
  /** Signs console session cookies; without it a secret is made once and kept in the database. Secret. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Lead e-mails: smtp://user:pass@host:port, or smtps:// for TLS from the start. Secret (its password). */
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  /** The sender of lead e-mails; default: the site's name and SITE_EMAIL. */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** Who gets each new lead by e-mail: one or more addresses, comma-separated. */
  LEAD_NOTIFY_TO: commaList(
    (address) => z.email().safeParse(address).success,
    'must be e-mail addresses separated by commas',
  ),
  /** The CRM's webhook: each lead event is POSTed here as JSON, signed with WEBHOOK_SECRET. */
  WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Shared secret for the webhook's HMAC-SHA256 signature. Secret. */
  WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * The secret a rotation moves to: while it is set, each call carries a second v1= signature made with it, so a
   * receiver verifies with either; once every receiver holds it, it becomes WEBHOOK_SECRET and this is unset. Secret.
   */
  WEBHOOK_SECRET_NEXT: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * The scheduling service's personal access token (Calendly API v2): with it, each booked call's details (who
   * booked, when, the booking answers) are read from its API and shown on the lead. Secret: server only.
   */
  CALENDLY_TOKEN: z.string().trim().min(20, 'must be a personal access token from the scheduling service').optional(),
  /** The scheduling service's API: the event and invitee URIs a booking reports are read on this base. */
  CALENDLY_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an https:// or http:// address' })
    .default('https://api.calendly.com'),
  /** A lead form sent sooner than this after it opened (milliseconds) is a bot's: stored as spam, announced to no one. */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(FORM_MIN_FILL_MS),
  /** The same submission again within this time (milliseconds) is taken once; 0 takes every one. */
  FORM_DUPLICATE_WINDOW_MS: z.coerce.number().int().min(0).max(86_400_000).default(DUPLICATE_WINDOW_MS),
  /** Run the retention job (the privacy policy's periods) once a day. */
  RETENTION_JOB: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Which proxies may say who the client is (X-Forwarded-For, X-Forwarded-Proto): off by default, so the socket's
   * address counts and no client can choose the address it is throttled by; a number of proxy hops in front of the
   * server (e.g. 1 behind one load balancer); or the proxies' addresses and CIDR blocks, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): false | number | string[] => {
      if (v === undefined || v === 'false' || v === '0') return false;
      if (/^\d{1,2}$/.test(v)) return Number(v);
      const list = addressList.safeParse(v);
      if (list.success && list.data.length) return list.data;
      ctx.addIssue({
        code: 'custom',
        message: 'must be a number of proxies (e.g. 1) or their IP addresses or CIDR blocks separated by commas',
      });
      return z.NEVER;
    }),
  /** Redis for state shared by several instances (the throttling counters); without it, each instance counts alone. */
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** Throttling of /api and /trpc per client address: on, or off (test suites that send thousands of calls). */
  RATE_LIMITS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /** Client addresses never throttled (IP addresses or CIDR blocks, comma-separated), e.g. a benchmark's 127.0.0.1. */
  RATE_LIMIT_ALLOW: addressList,
  /** Submissions a minute per client address: every POST under /api and the site's tRPC mutations. */
  RATE_LIMIT_SUBMISSIONS: perMinute(60),
  /** Postcode look-ups a minute per client address with the built-in addresses (no POSTCODE_LOOKUP_KEY). */
  RATE_LIMIT_LOOKUPS: perMinute(30),
  /** Postcode look-ups a minute per client address when POSTCODE_LOOKUP_KEY is set: each one may be billed. */
  RATE_LIMIT_PAID_LOOKUPS: perMinute(10),
  /** Reads a minute per client address: the other GETs under /api and the site's tRPC queries. */
  RATE_LIMIT_READS: perMinute(300),
  /** The console's calls (admin.*) a minute per client address; its sign-in also locks an account on its own. */
  RATE_LIMIT_CONSOLE: perMinute(600),
  /** Prefix of the counters' keys in Redis, so several sites can share one Redis. */
  RATE_LIMIT_KEY_PREFIX: z.string().trim().min(1).default('sme:rate:'),
  /**
   * After SIGTERM, how long (milliseconds) the instance keeps serving while /healthz answers 503, so load balancers
   * stop sending to it before it stops accepting connections.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /**
   * A request's headers and body must arrive within this time (milliseconds), or it is answered 408 and its
   * connection closed: a client sending a byte now and then cannot hold a connection for minutes.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /**
   * PostgreSQL only. How long (milliseconds) a statement that could not run (the database refusing or out of reach,
   * as in a failover; a lock not granted) is tried again before the visitor is answered 503 "try again".
   */
  DB_OUTAGE_RETRY_MS: z.coerce.number().int().min(0).max(60_000).default(15_000),
  /** PostgreSQL only. A statement running longer is cancelled (statement_timeout), milliseconds. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** PostgreSQL only. A statement waiting longer for a lock gives up and is tried again (lock_timeout), milliseconds. */
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  /**
   * The bearer token Prometheus sends to read GET /metrics; unset, /metrics does not exist (404). Long enough that
   * guessing is hopeless, and in the characters a bearer token may hold (RFC 6750), so any scraper can send it. Secret.
   */
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')
    .regex(/^[A-Za-z0-9._~+/-]+=*$/, 'must be letters, digits and - . _ ~ + / only (e.g. openssl rand -hex 32)')
    .optional(),
});

export type Config = z.infer<typeof configSchema>;

/** The site's address as visitors reach it: links in e-mails and webhook events. */
export const publicUrlOf = (config: Config) => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

export function publicSettings(config: Config): PublicSettings {
  return {
    phone: config.SITE_PHONE,
    email: config.SITE_EMAIL,
    address: config.SITE_ADDRESS,
    chatUrl: config.SITE_CHAT_URL,
    mapEmbedUrl: config.SITE_MAP_EMBED_URL,
    schedulingUrl: config.SITE_SCHEDULING_URL,
    social: [
      { name: 'Facebook', url: config.SITE_FACEBOOK_URL },
      { name: 'LinkedIn', url: config.SITE_LINKEDIN_URL },
      { name: 'Instagram', url: config.SITE_INSTAGRAM_URL },
      { name: 'X', url: config.SITE_X_URL },
    ],
    companyNumber: config.SITE_COMPANY_NUMBER,
    fcaFrn: config.SITE_FCA_FRN,
    icoNumber: config.SITE_ICO_NUMBER,
    officeHours: describeOfficeHours(config.OFFICE_HOURS),
    officeWeek: config.OFFICE_HOURS,
    // This year's and next year's as each page is made, not as the server started: a server running past a year end
    // would otherwise lack the next year's and name one of its holidays as an open day.
    get bankHolidays() {
      return bankHolidaysFrom(new Date().getFullYear());
    },
    // Without a trailing slash, so `${publicUrl}${path}` is one URL whatever the setting ends with.
    publicUrl: publicUrlOf(config).replace(/\/+$/, ''),
  };
}

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify 5 reads a bare number as "trust no one", so a hop count becomes
 * the function proxy-addr expects: hop 0 is the socket's peer, each further hop one more X-Forwarded-For entry.
 */
export function trustProxyOption(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export class ConfigError extends Error {}

const secretSettings = new Set([
  'ADMIN_PASSWORD',
  'AUTH_SECRET',
  'CALENDLY_TOKEN',
  'METRICS_TOKEN',
  'POSTCODE_LOOKUP_KEY',
  'REDIS_URL',
  'SMTP_URL',
  'WEBHOOK_SECRET',
  'WEBHOOK_SECRET_NEXT',
]);

/** Reads the environment; a bad value throws one line naming the setting and what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(present);
  if (result.success) {
    const config = result.data;
    if (config.ADMIN_EMAIL && !config.ADMIN_PASSWORD) {
      throw new ConfigError('Invalid setting ADMIN_PASSWORD="": must be set with ADMIN_EMAIL');
    }
    if (config.WEBHOOK_URL && !config.WEBHOOK_SECRET) {
      throw new ConfigError('Invalid setting WEBHOOK_SECRET="": must be set with WEBHOOK_URL');
    }
    // A rotation is from one secret to another: the next one alone would leave the body-only header unsigned.
    if (config.WEBHOOK_SECRET_NEXT && !config.WEBHOOK_SECRET) {
      throw new ConfigError('Invalid setting WEBHOOK_SECRET="": must be set with WEBHOOK_SECRET_NEXT');
    }
    if (config.WEBHOOK_SECRET_NEXT && config.WEBHOOK_SECRET_NEXT === config.WEBHOOK_SECRET) {
      throw new ConfigError('Invalid setting WEBHOOK_SECRET_NEXT=(hidden): must differ from WEBHOOK_SECRET');
    }
    if (config.ADMIN_PASSWORD && !config.ADMIN_EMAIL) {
      throw new ConfigError('Invalid setting ADMIN_EMAIL="": must be set with ADMIN_PASSWORD');
    }
    return config;
  }
  const issue = result.error.issues[0]!;
  const name = issue.path.join('.');
  // Secrets are named, never echoed.
  const shown = secretSettings.has(name) ? '(hidden)' : JSON.stringify(env[name] ?? '');
  throw new ConfigError(`Invalid setting ${name}=${shown}: ${issue.message}`);
}
