import { ListPageError } from "~/components/list-page-error";
import { urls } from "~/utils/urls";

/** The Safety audit's error boundary: refused filters (400) say why; anything else offers to try again. */
export function SafetyAuditError({ error }: { error: unknown }) {
  return (
    <ListPageError
      error={error}
      listUrl={urls.adminModeration()}
      invalidTitle="These filters are not valid"
      showAllLabel="Show all refusals"
      loadFailure="The safety audit could not be loaded."
    />
  );
}
