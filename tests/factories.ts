import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { apps, credits, faqs, generators, media, profiles, users } from "~/db/schema";
import { creditAccount } from "~/features/credits/ledger.server";

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/**
 * A user row with profile and credits record (balance through the ledger),
 * without going through sign-up. For flows that test sign-up, use the auth API.
 */
export async function createUser(options: { email?: string; role?: "user" | "admin"; credits?: number; name?: string } = {}) {
  const db = getDb();
  const id = randomBytes(12).toString("hex");
  const email = options.email ?? uniqueEmail();
  await db.insert(users).values({ id, email, name: options.name ?? email.split("@")[0], emailVerified: true, role: options.role ?? "user" });
  await db.insert(profiles).values({ id });
  await db.insert(credits).values({ userId: id, amount: 0 });
  if (options.credits) {
    await db.transaction((tx) => creditAccount(tx, { userId: id, amount: options.credits!, description: "Test credits" }));
  }
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

// Catalogue rows (public pages, admin). Distinct created_at values keep "newest first" well defined.
let catalogClock = Date.UTC(2024, 0, 1);
const nextCatalogTime = () => new Date((catalogClock += 60_000));

type CatalogOptions = {
  slug?: string;
  title?: string;
  description?: string;
  featured?: boolean;
  hidden?: boolean;
  createdAt?: Date;
  howItWorks?: unknown;
  benefits?: unknown;
  popularCreations?: unknown;
  longDescription?: string;
  image?: string;
};

function catalogValues(kind: string, options: CatalogOptions) {
  const slug = options.slug ?? `${kind}-${randomBytes(4).toString("hex")}`;
  return {
    slug,
    title: options.title ?? `Test ${kind} ${slug}`,
    description: options.description ?? `Description of ${slug}`,
    longDescription: options.longDescription ?? null,
    image: options.image ?? null,
    featured: options.featured ?? false,
    hidden: options.hidden ?? false,
    howItWorks: options.howItWorks ?? [],
    benefits: options.benefits ?? [],
    popularCreations: options.popularCreations ?? [],
    createdAt: options.createdAt ?? nextCatalogTime(),
  };
}

export async function createGenerator(options: CatalogOptions & { link?: string } = {}) {
  const [row] = await getDb()
    .insert(generators)
    .values({ ...catalogValues("generator", options), link: options.link ?? "/generator-app" })
    .returning();
  return row;
}

export async function createApp(options: CatalogOptions & { icon?: string } = {}) {
  const [row] = await getDb()
    .insert(apps)
    .values({ ...catalogValues("app", options), icon: options.icon ?? null })
    .returning();
  return row;
}

export async function createFaq(options: { page: string; question?: string; answer?: string; createdAt?: Date }) {
  const [row] = await getDb()
    .insert(faqs)
    .values({
      page: options.page,
      question: options.question ?? `Question ${randomBytes(3).toString("hex")}?`,
      answer: options.answer ?? "An answer.",
      createdAt: options.createdAt ?? nextCatalogTime(),
    })
    .returning();
  return row;
}

export async function createMedia(options: { featured?: boolean; altText?: string | null; fileName?: string; createdAt?: Date } = {}) {
  const [row] = await getDb()
    .insert(media)
    .values({
      filePath: `${randomBytes(6).toString("hex")}_${Date.now()}.webp`,
      fileName: options.fileName ?? "image.webp",
      fileSize: 1000,
      fileType: "image/webp",
      width: 1024,
      height: 1024,
      source: "admin",
      altText: options.altText === undefined ? "An image" : options.altText,
      featured: options.featured ?? true,
      createdAt: options.createdAt ?? nextCatalogTime(),
    })
    .returning();
  return row;
}

/**
 * A user (as createUser) who can sign in with e-mail and password, and the
 * session cookie of a fresh sign-in through better-auth.
 */
export async function createSignedInUser(options: { email?: string; password?: string; credits?: number } = {}) {
  const { getAuth } = await import("~/features/accounts/auth.server");
  const password = options.password ?? "password-123456";
  const user = await createUser({ email: options.email, credits: options.credits });
  const ctx = await getAuth().$context;
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
  const response = await getAuth().api.signInEmail({ body: { email: user.email, password }, asResponse: true });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { user, password, cookie };
}
