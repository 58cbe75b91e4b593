import { Suspense, useEffect, type ReactNode } from "react";
import { Await } from "react-router";
import { toast } from "~/components/toaster";
import { SectionStatus } from "./section-heading";

function FailedSection({ message, toastTitle }: { message: string; toastTitle?: string }) {
  useEffect(() => {
    if (toastTitle) toast.error(toastTitle, { id: toastTitle });
  }, [toastTitle]);
  return <SectionStatus tone="error">{message}</SectionStatus>;
}

/**
 * Renders data a loader returned as a promise: the loading text while it is on
 * its way (streamed SSR, client navigation), the error text (and toast) when it
 * failed, else `children(value)`.
 */
export function Deferred<T>({
  resolve,
  loading,
  error,
  errorToast,
  children,
}: {
  resolve: Promise<T>;
  loading: string;
  error: string;
  errorToast?: string;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={<SectionStatus>{loading}</SectionStatus>}>
      <Await resolve={resolve} errorElement={<FailedSection message={error} toastTitle={errorToast} />}>
        {(value) => children(value as T)}
      </Await>
    </Suspense>
  );
}
