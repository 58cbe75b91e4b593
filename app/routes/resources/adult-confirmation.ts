import { z } from "zod";
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { confirmAdult } from "~/features/accounts/adult-confirmation.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { parseOrRefuse } from "~/utils/parse-form";
import { errorResponse, readRequestFields, methodNotAllowed } from "~/utils/http.server";
import { flag } from "~/utils/strict-input";
import type { Route } from "./+types/adult-confirmation";

const CONFIRM_MESSAGE = "Confirm that you are 18 or older.";

// The workspace sends { "confirmed": true }; only an explicit yes is recorded.
const bodySchema = z.object({ confirmed: flag("confirmed").refine((confirmed) => confirmed, CONFIRM_MESSAGE) }, { error: CONFIRM_MESSAGE });

/** POST: the signed-in user confirms, once, being 18 or older (needed for NSFW generation). */
export async function action({ request }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const user = await requireApiUser(request, "signInToGenerate");
    parseOrRefuse(bodySchema, (await readRequestFields(request)).fields, { title: ERROR_MESSAGES.adultConfirmationRequired.title });
    await confirmAdult(getDb(), user.id);
    return Response.json({ ok: true });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
