import { CONSOLE_PASSWORD_MAX, CONSOLE_PASSWORD_MIN, type PublicSettings } from '@sme/domain';
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
  /** The scheduling widget's page for a 30-minute call (Calendly), embedded on the booking screen. */
  SITE_SCHEDULING_URL: z.url({ protocol: /^https$/ }).default('https://calendly.com/smecompare/30min'),
  /** Postcode lookup service (GET {url}/addresses/{postcode}); used only when its key is set. Secret: server only. */
  POSTCODE_LOOKUP_KEY: z.string().trim().optional(),
  POSTCODE_LOOKUP_URL: z.url({ protocol: /^https?$/ }).default('https://api.easypostcodes.com'),
  POSTCODE_LOOKUP_KEY_HEADER: z.string().trim().min(1).default('key'),
  POSTCODE_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
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
  LEAD_NOTIFY_TO: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((address) => z.email().safeParse(address).success), {
      message: 'must be e-mail addresses separated by commas',
    }),
  /** The CRM's webhook: each lead event is POSTed here as JSON, signed with WEBHOOK_SECRET. */
  WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Shared secret for the webhook's HMAC-SHA256 signature. Secret. */
  WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Run the retention job (the privacy policy's periods) once a day. */
  RETENTION_JOB: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof configSchema>;

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
  };
}

export class ConfigError extends Error {}

const secretSettings = new Set(['ADMIN_PASSWORD', 'AUTH_SECRET', 'POSTCODE_LOOKUP_KEY', 'SMTP_URL', 'WEBHOOK_SECRET']);

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
