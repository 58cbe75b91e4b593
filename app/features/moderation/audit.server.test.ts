import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generationSuspensions, moderationEvents } from "~/db/schema";
import { createUser, uniqueEmail } from "../../../tests/factories";
import { countRecentRefusals, listModerationEvents, recordModerationEvent, type ModerationEventInput } from "./audit.server";
import { getActiveSuspension, liftSuspension, listActiveSuspensions } from "./suspension.server";

const HOUR_MS = 60 * 60 * 1000;

/** A refusal of the text rules for a minor signal, unless told otherwise. */
function refusal(userId: string, overrides: Partial<ModerationEventInput> = {}): ModerationEventInput {
  return {
    userId,
    layer: "text",
    category: "sexual-minors",
    minorSignal: true,
    reason: "minor term with a sexual term",
    prompt: "a refused prompt",
    negativePrompt: "",
    isNsfw: false,
    ...overrides,
  };
}

const record = (event: ModerationEventInput) => recordModerationEvent(getDb(), event);

/** Moves every recorded event of the user back in time (the audit itself never rewrites history). */
async function backdateEvents(userId: string, hours: number) {
  await getDb()
    .update(moderationEvents)
    .set({ createdAt: sql`${moderationEvents.createdAt} - make_interval(hours => ${hours})` })
    .where(eq(moderationEvents.userId, userId));
}

async function activeSuspensionRows(userId: string) {
  return getDb()
    .select()
    .from(generationSuspensions)
    .where(and(eq(generationSuspensions.userId, userId), isNull(generationSuspensions.liftedAt)));
}

describe("recording refusals", () => {
  it("keeps the refusal with the account's e-mail, newest first, without suspending for one", async () => {
    const user = await createUser();
    const suspended = await record(refusal(user.id, { prompt: "first", negativePrompt: "adults", isNsfw: true, checker: null }));
    expect(suspended).toBe(false);
    await record(refusal(user.id, { layer: "output", category: "check-failed", minorSignal: false, prompt: "second", checker: "local" }));

    const { items, total } = await listModerationEvents(getDb(), { userId: user.id }, { offset: 0, limit: 10 });
    expect(total).toBe(2);
    expect(items.map((e) => e.prompt)).toEqual(["second", "first"]);
    expect(items[1]).toMatchObject({
      userEmail: user.email,
      layer: "text",
      category: "sexual-minors",
      minorSignal: true,
      negativePrompt: "adults",
      isNsfw: true,
      reason: "minor term with a sexual term",
    });
    expect(items[0]).toMatchObject({ layer: "output", category: "check-failed", minorSignal: false, checker: "local" });
  });

  it("cuts very long texts instead of failing", async () => {
    const user = await createUser();
    await record(refusal(user.id, { prompt: "p".repeat(10_000), negativePrompt: "n".repeat(5_000), reason: "r".repeat(2_000) }));
    const [event] = (await listModerationEvents(getDb(), { userId: user.id }, { offset: 0, limit: 1 })).items;
    expect(event.prompt).toHaveLength(4000);
    expect(event.negativePrompt).toHaveLength(4000);
    expect(event.reason).toHaveLength(1000);
  });

  it("counts the refusals of the last 24 hours for the dashboard", async () => {
    const since = new Date(Date.now() - 24 * HOUR_MS);
    const before = await countRecentRefusals(getDb(), since);
    const user = await createUser();
    await record(refusal(user.id, { minorSignal: false, category: "sexual-needs-nsfw" }));
    await record(refusal(user.id, { minorSignal: false, category: "sexual-needs-nsfw" }));
    expect(await countRecentRefusals(getDb(), since)).toBe(before + 2);
    await backdateEvents(user.id, 25);
    expect(await countRecentRefusals(getDb(), since)).toBe(before);
  });
});

describe("filtering the audit", () => {
  // Every search below includes this run's token, so rows of other tests never match.
  const token = `tok${randomBytes(4).toString("hex")}`;
  let alice: { id: string; email: string };
  let bob: { id: string; email: string };

  const list = (filters: Parameters<typeof listModerationEvents>[1], page = { offset: 0, limit: 50 }) =>
    listModerationEvents(getDb(), { ...filters }, page);
  const prompts = async (filters: Parameters<typeof listModerationEvents>[1]) => (await list(filters)).items.map((e) => e.prompt).sort();

  beforeAll(async () => {
    alice = await createUser({ email: uniqueEmail(`alice-${token}`) });
    bob = await createUser({ email: uniqueEmail(`bob-${token}`) });
    await record(refusal(alice.id, { prompt: `${token} text minors` }));
    await record(refusal(alice.id, { prompt: `${token} text adult`, category: "sexual-needs-nsfw", minorSignal: false }));
    await record(refusal(bob.id, { prompt: `${token} edit source`, layer: "edit-source", checker: "local" }));
    await record(refusal(bob.id, { prompt: `${token} output failed`, layer: "output", category: "check-failed", minorSignal: false }));
    // Texts with LIKE's wildcard and escape characters, and their look-alikes.
    await record(refusal(bob.id, { prompt: `${token} 50% off`, category: "sexual-needs-nsfw", minorSignal: false }));
    await record(refusal(bob.id, { prompt: `${token} 50x off`, category: "sexual-needs-nsfw", minorSignal: false }));
    await record(refusal(bob.id, { prompt: `${token} snake_case`, category: "sexual-needs-nsfw", minorSignal: false }));
    await record(refusal(bob.id, { prompt: `${token} snakeXcase`, category: "sexual-needs-nsfw", minorSignal: false }));
    await record(refusal(bob.id, { prompt: `${token} back\\slash`, category: "sexual-needs-nsfw", minorSignal: false }));
  });

  it("filters by layer", async () => {
    expect(await prompts({ search: token, layer: "edit-source" })).toEqual([`${token} edit source`]);
    expect(await prompts({ search: token, layer: "output" })).toEqual([`${token} output failed`]);
    expect((await list({ search: token, layer: "text" })).total).toBe(7);
  });

  it("filters by category and by minor signal", async () => {
    expect(await prompts({ search: token, category: "sexual-minors" })).toEqual([`${token} edit source`, `${token} text minors`]);
    expect(await prompts({ search: token, category: "check-failed" })).toEqual([`${token} output failed`]);
    expect(await prompts({ search: token, minorOnly: true })).toEqual([`${token} edit source`, `${token} text minors`]);
    expect(await prompts({ search: token, minorOnly: true, layer: "text" })).toEqual([`${token} text minors`]);
    expect(await prompts({ search: token, minorOnly: true, category: "sexual-needs-nsfw" })).toEqual([]);
  });

  it("searches the e-mail address and the prompt, ignoring case", async () => {
    expect(await prompts({ search: alice.email.toUpperCase() })).toEqual([`${token} text adult`, `${token} text minors`]);
    expect(await prompts({ search: `bob-${token}`, layer: "edit-source" })).toEqual([`${token} edit source`]);
    expect(await prompts({ search: `${token} OUTPUT` })).toEqual([`${token} output failed`]);
    expect((await list({ search: token })).total).toBe(9);
  });

  it("treats % and _ (and the escape character) in the search as plain text", async () => {
    expect(await prompts({ search: `${token} 50%` })).toEqual([`${token} 50% off`]);
    expect(await prompts({ search: "0% off" })).toEqual([`${token} 50% off`]);
    expect(await prompts({ search: `${token} snake_case` })).toEqual([`${token} snake_case`]);
    expect(await prompts({ search: "e_c" })).toEqual([`${token} snake_case`]);
    expect(await prompts({ search: `${token} back\\slash` })).toEqual([`${token} back\\slash`]);
    expect(await prompts({ search: "%%%" })).toEqual([]);
    expect(await prompts({ search: "___" })).toEqual([]);
  });

  it("pages through the results newest first, with the total of the filters", async () => {
    const all = await list({ search: token });
    const first = await list({ search: token }, { offset: 0, limit: 4 });
    const second = await list({ search: token }, { offset: 4, limit: 4 });
    const third = await list({ search: token }, { offset: 8, limit: 4 });
    expect([first.total, second.total, third.total]).toEqual([9, 9, 9]);
    expect([...first.items, ...second.items, ...third.items].map((e) => e.id)).toEqual(all.items.map((e) => e.id));
    expect(third.items).toHaveLength(1);
    const times = all.items.map((e) => e.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe("suspending repeat offenders", () => {
  it("suspends on the third minor-signal refusal within 24 hours", async () => {
    const user = await createUser();
    expect(await record(refusal(user.id))).toBe(false);
    expect(await record(refusal(user.id, { layer: "edit-source" }))).toBe(false);
    expect(await getActiveSuspension(getDb(), user.id)).toBeNull();
    expect(await record(refusal(user.id, { layer: "output" }))).toBe(true);

    const suspension = await getActiveSuspension(getDb(), user.id);
    expect(suspension).toMatchObject({ userId: user.id, liftedAt: null, liftedBy: null });
    expect(suspension!.reason).toMatch(/^3 refusals for minor signals/);
    expect(await listActiveSuspensions(getDb())).toContainEqual(expect.objectContaining({ userId: user.id, email: user.email }));
  });

  it("does not suspend for two", async () => {
    const user = await createUser();
    await record(refusal(user.id));
    await record(refusal(user.id));
    expect(await getActiveSuspension(getDb(), user.id)).toBeNull();
    expect((await listActiveSuspensions(getDb())).map((s) => s.userId)).not.toContain(user.id);
  });

  it("does not count refusals older than 24 hours", async () => {
    const user = await createUser();
    await record(refusal(user.id));
    await record(refusal(user.id));
    await backdateEvents(user.id, 25);
    expect(await record(refusal(user.id))).toBe(false);
    expect(await record(refusal(user.id))).toBe(false);
    expect(await getActiveSuspension(getDb(), user.id)).toBeNull();
    // Still inside the window (23 hours ago) they count.
    const other = await createUser();
    await record(refusal(other.id));
    await record(refusal(other.id));
    await backdateEvents(other.id, 23);
    expect(await record(refusal(other.id))).toBe(true);
  });

  it("does not count refusals without a minor signal", async () => {
    const user = await createUser();
    for (let i = 0; i < 4; i++) {
      expect(await record(refusal(user.id, { category: "sexual-needs-nsfw", minorSignal: false }))).toBe(false);
    }
    expect(await record(refusal(user.id, { layer: "output", category: "check-failed", minorSignal: false }))).toBe(false);
    expect(await record(refusal(user.id))).toBe(false);
    expect(await record(refusal(user.id))).toBe(false);
    expect(await getActiveSuspension(getDb(), user.id)).toBeNull();
  });

  it("keeps suspensions apart per account", async () => {
    const [a, b] = [await createUser(), await createUser()];
    await record(refusal(a.id));
    await record(refusal(b.id));
    await record(refusal(a.id));
    await record(refusal(b.id));
    expect(await getActiveSuspension(getDb(), a.id)).toBeNull();
    expect(await record(refusal(a.id))).toBe(true);
    expect(await getActiveSuspension(getDb(), b.id)).toBeNull();
  });
});

describe("lifting a suspension", () => {
  it("clears it; refusals before the lift do not count again, three new ones suspend again", async () => {
    const user = await createUser();
    const admin = await createUser({ role: "admin" });
    for (let i = 0; i < 3; i++) await record(refusal(user.id));
    expect(await getActiveSuspension(getDb(), user.id)).not.toBeNull();

    expect(await liftSuspension(getDb(), { userId: user.id, adminId: admin.id })).toBe(true);
    expect(await getActiveSuspension(getDb(), user.id)).toBeNull();
    expect((await listActiveSuspensions(getDb())).map((s) => s.userId)).not.toContain(user.id);
    // Nothing left to lift.
    expect(await liftSuspension(getDb(), { userId: user.id, adminId: admin.id })).toBe(false);
    // The history stays, with who lifted it.
    const history = await getDb().select().from(generationSuspensions).where(eq(generationSuspensions.userId, user.id));
    expect(history).toEqual([expect.objectContaining({ liftedBy: admin.id, liftedAt: expect.any(Date) })]);

    // A fourth refusal (three before the lift, all within 24 hours) does not suspend at once.
    expect(await record(refusal(user.id))).toBe(false);
    expect(await getActiveSuspension(getDb(), user.id)).toBeNull();
    expect(await record(refusal(user.id))).toBe(false);
    // The third since the lift does.
    expect(await record(refusal(user.id))).toBe(true);
    expect(await getActiveSuspension(getDb(), user.id)).toMatchObject({ liftedAt: null });
    expect(await activeSuspensionRows(user.id)).toHaveLength(1);

    // Lifted again, the earlier lift no longer matters: only the newest one does.
    expect(await liftSuspension(getDb(), { userId: user.id, adminId: admin.id })).toBe(true);
    expect(await record(refusal(user.id))).toBe(false);
    expect(await getDb().select().from(generationSuspensions).where(eq(generationSuspensions.userId, user.id))).toHaveLength(2);
  });
});

describe("refusals at the same moment", () => {
  it("three recorded at once end with exactly one active suspension", async () => {
    const user = await createUser();
    const results = await Promise.all([record(refusal(user.id)), record(refusal(user.id)), record(refusal(user.id))]);
    expect(results).toContain(true);
    expect(await activeSuspensionRows(user.id)).toHaveLength(1);
    expect((await listModerationEvents(getDb(), { userId: user.id }, { offset: 0, limit: 10 })).total).toBe(3);
  });

  it("more at once, on an account already near the threshold, still make one", async () => {
    const user = await createUser();
    await record(refusal(user.id));
    const results = await Promise.all(Array.from({ length: 6 }, () => record(refusal(user.id))));
    expect(results.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(await activeSuspensionRows(user.id)).toHaveLength(1);
  });
});
