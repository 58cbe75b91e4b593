import { getDb } from "~/db/db.server";
import { streamAccountExport } from "~/features/accounts/account-export.server";
import { requireUser } from "~/features/accounts/auth.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse } from "~/utils/http.server";
import type { Route } from "./+types/account-export";

/** GET: the signed-in user's data ('Download my data' on the profile page) as one zip, streamed. Reading only, so a link does it. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  try {
    const { stream, filename } = await streamAccountExport(getDb(), user.id);
    return new Response(stream, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
