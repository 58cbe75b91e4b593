import { toast } from "~/components/toaster";
import { CLIENT_ERROR_MESSAGES } from "~/utils/client-error-messages";
import { urls } from "~/utils/urls";
import type { CheckoutRequestBody, CheckoutResponse } from "../checkout-schema";

/** POSTs the create-checkout call and goes to the checkout; shows the server's error otherwise. */
export async function startCheckout(body: CheckoutRequestBody): Promise<void> {
  let result: CheckoutResponse | null = null;
  try {
    const response = await fetch(urls.apiCheckout(), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
    result = (await response.json().catch(() => null)) as CheckoutResponse | null;
  } catch {
    result = null;
  }
  if (result?.ok) {
    window.location.assign(result.url);
    // Stay in 'Processing...' while the browser leaves the page.
    await new Promise<void>((resolve) => window.addEventListener("pageshow", () => resolve(), { once: true }));
    return;
  }
  const error = result && !result.ok ? result.error : null;
  const { title, message } = error ?? CLIENT_ERROR_MESSAGES.checkoutFailed;
  toast.error(title, { description: message });
}
