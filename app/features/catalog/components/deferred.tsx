import { Suspense, useEffect, type ReactNode } from "react";
import { Await } from "react-router";
import { toast } from "~/components/toaster";
import { SectionStatus } from "./section-heading";

/** The inline error text of a section whose data failed, plus its toast once. */
export function FailedSection({ message, toastTitle }: { message: string; toastTitle?: string }) {
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

/** A list a loader awaited before rendering, so its grid is in the first HTML and nothing shifts when it arrives. */
export type SettledList<T> = { items: T[]; failed: boolean };

/** Waits for a list read; a failed read becomes an empty, failed list (reported through `onError`). */
export function settleList<T>(read: Promise<T[]>, onError: (error: unknown) => void): Promise<SettledList<T>> {
  return read.then(
    (items) => ({ items, failed: false }),
    (error: unknown) => {
      onError(error);
      return { items: [], failed: true };
    },
  );
}
