import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
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
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: z.string().default("Uncensored AI <no-reply@localhost>"),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalText,
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText,
  FAL_KEY: optionalText,
  // Where the fal.ai client sends requests instead of https://fal.run (a proxy, or a test fake).
  FAL_BASE_URL: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  RATE_LIMIT: z.enum(["on", "off"]).default("on"),
  // Reverse proxies in front of the server; 0: the client address is the socket's, X-Forwarded-For is ignored.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, "must be the number of reverse proxies in front (0, 1, 2, ...)")
    .default("0")
    .transform(Number),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string; AUTH_SECRET: string; DATA_DIR: string };

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

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid settings:\n${issues}`);
  }
  const raw = parsed.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  cached = {
    ...raw,
    DATA_DIR: dataDir,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
    AUTH_SECRET: raw.AUTH_SECRET ?? persistedSecret(dataDir, "auth-secret"),
  };
  return cached;
}

/** For tests that change settings between cases. */
export function resetEnvCache() {
  cached = undefined;
}
