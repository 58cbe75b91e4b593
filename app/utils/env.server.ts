import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { singleton } from "~/utils/singleton.server";

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // The interface to listen on (server/main.js); unset: every interface.
  HOST: optionalText,
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  AUTH_SECRET: optionalText,
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText,
  SIGNUP_CREDITS: z.coerce.number().int().min(0).default(3),
  // on: a new installation's demo seed also writes a month of made-up history (accounts, generations, payments) for the admin dashboard.
  // Unset: on for the embedded database only; a PostgreSQL database (a site run for real) gets none unless asked.
  DEMO_HISTORY: optionalText.pipe(z.enum(["on", "off"]).optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: z.string().default("Uncensored AI <no-reply@localhost>"),
  // The support address until an admin saves one (Settings, 'Legal and support'); default support@<PUBLIC_URL's host>.
  SUPPORT_EMAIL: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalText,
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText,
  FAL_KEY: optionalText,
  // Where the fal.ai client sends requests instead of https://fal.run (a proxy, or a test fake).
  FAL_BASE_URL: optionalText,
  // Self-hosted Stable Diffusion engines (docs/decisions/022-self-hosted-engines.md): their checkpoints become models.
  SD_WEBUI_URL: optionalText.pipe(z.url().optional()),
  // user:password for an engine started with --api-auth.
  SD_WEBUI_AUTH: optionalText.pipe(
    z
      .string()
      .regex(/^[^:]+:.+$/s, "must be user:password")
      .optional(),
  ),
  COMFYUI_URL: optionalText.pipe(z.url().optional()),
  // An API-format workflow file with our placeholders, replacing the built-in text-to-image workflow.
  COMFYUI_WORKFLOW: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  RATE_LIMIT: z.enum(["on", "off"]).default("on"),
  // Requests a minute each API key may make (CONTRACT.md "Public API"); counted whatever RATE_LIMIT says.
  API_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  // Webhooks (CONTRACT.md "Public API"; docs/decisions/036): seconds before each retry of a failed delivery.
  WEBHOOK_RETRY_DELAYS: z
    .string()
    .trim()
    .regex(/^\d{1,6}(,\d{1,6}){0,19}$/, "must be up to 20 whole numbers of seconds separated by commas, e.g. 5,300,1800")
    .default("5,300,1800,7200,18000,36000")
    .transform((value) => value.split(",").map(Number))
    .refine((delays) => delays.every((delay) => delay >= 1 && delay <= 604_800), "each delay must be 1 to 604800 seconds"),
  // off: webhook URLs may not reach loopback, private, link-local or reserved addresses; loopback: 127.0.0.0/8 and ::1 are allowed (local development).
  WEBHOOK_PRIVATE_TARGETS: z.enum(["off", "loopback"]).default("off"),
  // Reverse proxies in front of the server; 0: the client address is the socket's, X-Forwarded-For is ignored.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, "must be the number of reverse proxies in front (0, 1, 2, ...)")
    .default("0")
    .transform(Number),
  // How long SIGTERM waits for running requests and generation jobs (server/shutdown.ts) before giving jobs back to the queue.
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Bearer token for GET /metrics (Prometheus); unset, /metrics answers 404.
  METRICS_TOKEN: optionalText,
  // `npm run worker` has no web server: with METRICS_TOKEN, it answers GET /metrics on this port (its generations and queue).
  METRICS_PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // off: this web process does not run generation jobs (`npm run worker` processes do; needs DATABASE_URL).
  WORKER: z.enum(["on", "off"]).default("on"),
  // S3-compatible object storage for every stored file (docs/decisions/019-s3-storage.md); unset S3_BUCKET: files in DATA_DIR.
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: optionalText.transform((v) => v ?? "us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText.pipe(z.url().optional()),
});

export type Env = Omit<z.infer<typeof envSchema>, "DEMO_HISTORY"> & {
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was set; unset, the site answers at every loopback address (siteOrigins). */
  PUBLIC_URL_SET: boolean;
  AUTH_SECRET: string;
  DATA_DIR: string;
  DEMO_HISTORY: "on" | "off";
};

/**
 * The origins pages of the site are opened at: PUBLIC_URL's, or with PUBLIC_URL
 * unset every loopback name of the port (a newcomer may open 127.0.0.1 or [::1]
 * as well as localhost). The CSRF rule and better-auth accept exactly these.
 */
export function siteOrigins(env: Pick<Env, "PUBLIC_URL" | "PUBLIC_URL_SET" | "PORT"> = getEnv()): string[] {
  if (env.PUBLIC_URL_SET) return [new URL(env.PUBLIC_URL).origin];
  return [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`, `http://[::1]:${env.PORT}`];
}

/** Reads a secret kept in DATA_DIR, creating it once. */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let cached: Env | undefined;

// With DATABASE_URL and no AUTH_SECRET, the generated secret is shared by every
// process through the database; start-up (boot) reads it and hands it over here
// before anything signs. Reading AUTH_SECRET before that is a programming error.
const sharedSecret = singleton("shared-auth-secret", () => ({ value: undefined as string | undefined }));

export function provideSharedAuthSecret(secret: string) {
  sharedSecret.value = secret;
  cached = undefined;
}

/** Whether start-up must load the signing secret from the database (DATABASE_URL set, AUTH_SECRET not). */
export function needsSharedAuthSecret(): boolean {
  const env = getEnv();
  return Boolean(env.DATABASE_URL) && !process.env.AUTH_SECRET?.trim() && sharedSecret.value === undefined;
}

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid settings:\n${issues}`);
  }
  const raw = parsed.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  const base = {
    ...raw,
    DATA_DIR: dataDir,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
    PUBLIC_URL_SET: raw.PUBLIC_URL !== undefined,
    DEMO_HISTORY: raw.DEMO_HISTORY ?? (raw.DATABASE_URL ? "off" : "on"),
  };
  if (raw.AUTH_SECRET || !raw.DATABASE_URL) {
    // A single process on an embedded database keeps its generated secret in DATA_DIR.
    cached = { ...base, AUTH_SECRET: raw.AUTH_SECRET ?? persistedSecret(dataDir, "auth-secret") };
  } else {
    cached = {
      ...base,
      get AUTH_SECRET(): string {
        if (sharedSecret.value !== undefined) return sharedSecret.value;
        throw new Error("AUTH_SECRET was read before start-up loaded the shared secret from the database (boot)");
      },
    };
  }
  return cached;
}

/** For tests that change settings between cases. */
export function resetEnvCache() {
  cached = undefined;
  sharedSecret.value = undefined;
}
