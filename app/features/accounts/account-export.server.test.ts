import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { payments, transactions } from "~/db/schema";
import { reserveGeneration } from "~/features/generation/reserve-generation.server";
import { runGeneration } from "~/features/generation/run-generation.server";
import { request as generateRequest } from "~/features/generation/generation-test-helpers";
import { readGenerationSettings } from "~/features/generation/png-text.server";
import { loader as exportLoader } from "~/routes/resources/account-export";
import { getStorage, type StoredFile } from "~/services/storage/storage.server";
import { isResponse } from "~/utils/misc";
import { createSignedInUser, createUser } from "../../../tests/factories";
import { bytesOf, readZip } from "../../../tests/zip-reader";
import { deleteAccount } from "./account-deletion.server";
import { EXPORT_PAGE_SIZE, streamAccountExport } from "./account-export.server";
import { addToCollection, createCollection } from "~/features/library/collections.server";

function fromRef(ref: string | null): StoredFile {
  const slash = ref!.indexOf("/");
  return { bucket: ref!.slice(0, slash) as StoredFile["bucket"], key: ref!.slice(slash + 1) };
}

/** A CSV's rows as objects (the test's own values have no commas inside; text cells come quoted). */
function csvRows(text: string) {
  const unquote = (cell: string) => cell.replace(/^"(.*)"$/, "$1").replaceAll('""', '"');
  const [header, ...lines] = text.trim().split("\n");
  const names = header.split(",");
  return lines.map((line) => Object.fromEntries(line.split(",").map((value, i) => [names[i], unquote(value)])));
}

describe("Download my data", () => {
  it("zips the profile and settings (JSON), transactions and payments (CSV), and every picture with its settings", async () => {
    const owner = await createSignedInUser({ credits: 10 });
    const db = getDb();
    const made = [];
    for (const [prompt, isPrivate] of [
      ["a red fox in the snow", false],
      ["a lighthouse at dusk", true],
    ] as const) {
      const { generation } = await reserveGeneration(db, { userId: owner.user.id, request: generateRequest({ prompt, isPrivate, seed: 7 }) });
      made.push(await runGeneration(db, generation));
    }
    await db.insert(payments).values({
      provider: "test",
      providerId: `cs_${randomUUID()}`,
      kind: "topup",
      userId: owner.user.id,
      amountCents: 1000,
      credits: 500,
      status: "paid",
    });
    // A description a spreadsheet would run as a formula is written as text.
    await db.insert(transactions).values({ userId: owner.user.id, type: "credit", amount: 1, description: '=HYPERLINK("http://evil")' });
    const trip = await createCollection(db, owner.user.id, "Trip");
    await addToCollection(db, owner.user.id, trip.id, made[0].id);
    // Someone else's data never appears.
    const other = await createUser({ credits: 3 });
    await createCollection(db, other.id, "Not yours");

    const { stream, filename } = await streamAccountExport(db, owner.user.id);
    expect(filename).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = readZip(await bytesOf(stream));
    const byName = new Map(files.map((f) => [f.name, f.data]));

    const profile = JSON.parse(byName.get("profile.json")!.toString("utf8"));
    expect(profile.account).toMatchObject({ id: owner.user.id, email: owner.user.email });
    expect(profile.credits.balance).toBeGreaterThan(0);
    expect(profile.settings).toHaveProperty("adultContentConfirmedAt");

    const ledger = csvRows(byName.get("transactions.csv")!.toString("utf8"));
    expect(ledger.map((row) => row.type).sort()).toEqual(["credit", "credit", "debit", "debit"]);
    expect(byName.get("transactions.csv")!.toString("utf8")).toContain(`'=HYPERLINK`);
    expect(csvRows(byName.get("payments.csv")!.toString("utf8"))).toEqual([
      expect.objectContaining({ kind: "topup", amount_usd: "10.00", credits: "500", status: "paid", provider: "test" }),
    ]);

    expect(JSON.parse(byName.get("collections.json")!.toString("utf8"))).toEqual([
      { id: trip.id, name: "Trip", createdAt: trip.createdAt.toISOString(), pictureIds: [made[0].id] },
    ]);

    const pictures = files.filter((f) => f.name.endsWith(".png"));
    expect(pictures).toHaveLength(2);
    for (const generation of made) {
      const base = `pictures/${generation.createdAt.toISOString().slice(0, 10)}-${generation.id}`;
      const settings = JSON.parse(byName.get(`${base}.json`)!.toString("utf8"));
      expect(settings).toMatchObject({ id: generation.id, prompt: generation.prompt, seed: 7, private: generation.private, file: `${base}.png` });
      // The picture is the stored file, byte for byte (its PNG text carries the settings too).
      const stored = await getStorage().get(fromRef(generation.imagePath));
      expect(byName.get(`${base}.png`)!.equals(await bytesOf(stored!.body))).toBe(true);
      expect(readGenerationSettings(byName.get(`${base}.png`)!)?.prompt).toBe(generation.prompt);
    }
    expect(files.map((f) => f.name).join("\n")).not.toContain(other.id);
    expect(byName.get("profile.json")!.toString("utf8")).not.toContain(other.email);
  });

  it("pages through a long ledger: every row once, in order", async () => {
    const owner = await createUser();
    const rows = Array.from({ length: EXPORT_PAGE_SIZE * 2 + 3 }, (_, i) => ({
      userId: owner.id,
      type: "credit" as const,
      amount: 1,
      description: `row ${i}`,
      // Equal times across page ends: the cursor must still order by id and lose nothing.
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 10))),
    }));
    await getDb().insert(transactions).values(rows);
    const { stream } = await streamAccountExport(getDb(), owner.id);
    const ledger = csvRows(
      readZip(await bytesOf(stream))
        .find((f) => f.name === "transactions.csv")!
        .data.toString("utf8"),
    );
    expect(ledger).toHaveLength(rows.length);
    expect(new Set(ledger.map((row) => row.description)).size).toBe(rows.length);
  });

  it("is the signed-in user's own: a visitor is sent to sign in, a deleted account gets nothing", async () => {
    const visitor = await exportLoader({ request: new Request("http://localhost:3999/api/account/export"), params: {}, context: {} } as never).catch(
      (thrown: unknown) => thrown,
    );
    expect(isResponse(visitor) && visitor.status).toBe(302);
    expect((visitor as Response).headers.get("location")).toBe("/auth");

    const owner = await createSignedInUser();
    const request = new Request("http://localhost:3999/api/account/export", { headers: { cookie: owner.cookie } });
    const answer = (await exportLoader({ request, params: {}, context: {} } as never)) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/zip");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-/);
    expect(readZip(await bytesOf(answer.body!)).map((f) => f.name)).toEqual(["profile.json", "transactions.csv", "payments.csv", "collections.json"]);

    await deleteAccount(getDb(), { userId: owner.user.id, reason: "test" });
    await expect(streamAccountExport(getDb(), owner.user.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
