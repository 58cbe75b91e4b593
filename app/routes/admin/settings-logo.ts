import type { Route } from "./+types/settings-logo";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { unexpectedFailure } from "~/utils/error-messages";
import { errorResponse } from "~/utils/http.server";
import { uploadLogo, type LogoUploadAnswer } from "./settings.server";

/** Settings → 'Brand' → the logo file: stored through the Media Library and saved as the brand's logo; answers JSON. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  try {
    const logoUrl = await uploadLogo(getDb(), { id: admin.id, email: admin.email }, request);
    return Response.json({ ok: true, logoUrl } satisfies LogoUploadAnswer);
  } catch (error) {
    return errorResponse(error, unexpectedFailure("Upload failed"));
  }
}
