import { ListPageError } from "~/components/list-page-error";
import { urls } from "~/utils/urls";

/** The Audit log's error boundary: refused filters (400) say why; anything else offers to try again. */
export function AuditLogError({ error }: { error: unknown }) {
  return (
    <ListPageError
      error={error}
      listUrl={urls.adminAuditLog()}
      invalidTitle="These filters are not valid"
      showAllLabel="Show all admin actions"
      loadFailure="The audit log could not be loaded."
    />
  );
}
