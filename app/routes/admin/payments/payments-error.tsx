import { ListPageError } from "~/components/list-page-error";
import { urls } from "~/utils/urls";

/** The Payments page's error boundary: a refused address (400) says why; anything else offers to try again. */
export function PaymentsError({ error }: { error: unknown }) {
  return (
    <ListPageError
      error={error}
      listUrl={urls.adminPayments()}
      invalidTitle="This address is not valid"
      showAllLabel="Show all payments"
      loadFailure="The payments could not be loaded."
    />
  );
}
