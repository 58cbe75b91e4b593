import { count, like } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/db.server";
import { users } from "~/db/schema";
import type { Actor } from "~/features/audit/admin-audit.server";
import { hasDemoData, removeDemoData } from "../../../server/demo/demo-data.server";
import { DEMO_EMAIL_LIKE } from "../../../server/demo/seed-history.server";
import { appError, unexpectedFailure } from "~/utils/error-messages";
import { parseOrRefuse } from "~/utils/parse-form";
import { errorData, readRequestFields } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { urls } from "~/utils/urls";

const removeSchema = z.strictObject({ intent: z.literal("remove-demo-data", { error: "Unknown action." }) });

/** What the screen shows: whether demo history is there, and how many made-up accounts it has. */
export async function loadDemoData(db: Database) {
  const present = await hasDemoData(db);
  const [{ accounts }] = present ? await db.select({ accounts: count() }).from(users).where(like(users.email, DEMO_EMAIL_LIKE)) : [{ accounts: 0 }];
  return { present, accounts };
}

const REMOVE_FAILED = "Could not remove the demo data";

/** The 'Remove demo data' form: removes the demo history and says how many accounts went. */
export async function performRemoveDemoData(db: Database, actor: Actor, request: Request) {
  try {
    const { fields, files } = await readRequestFields(request, { maxBytes: 1024 });
    if (files.size > 0) throw appError("formTakesNoFiles", { title: REMOVE_FAILED });
    parseOrRefuse(removeSchema, fields, { key: "invalidForm", title: REMOVE_FAILED });
    const { removed } = await removeDemoData(db, actor);
    const description = removed === 0 ? "There was no demo data left." : `${removed} demo accounts and their history were removed.`;
    return redirectWithToast(urls.adminSettings(), { type: "success", title: "Demo data removed", description });
  } catch (error) {
    return errorData(error, unexpectedFailure(REMOVE_FAILED));
  }
}
