// A multipart POST whose upload progress can be followed (fetch cannot report it).

export type ProgressEvents = {
  /** Fraction 0..1 of the request body sent so far. */
  onUploadProgress?: (fraction: number) => void;
  /** The whole body has reached the server. */
  onUploadComplete?: () => void;
  /** The server has answered (status and headers received). */
  onResponseStarted?: () => void;
};

export type JsonResponse<T> = { status: number; body: T | null };

export function postFormWithProgress<T>(url: string, form: FormData, events: ProgressEvents = {}): Promise<JsonResponse<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) events.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => events.onUploadComplete?.();
    xhr.onreadystatechange = () => {
      if (xhr.readyState === XMLHttpRequest.HEADERS_RECEIVED) events.onResponseStarted?.();
    };
    xhr.onload = () => {
      let body: T | null = null;
      try {
        body = JSON.parse(xhr.responseText) as T;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error("The connection to the server failed. Check your network and try again."));
    xhr.onabort = () => reject(new Error("The upload was cancelled."));
    xhr.send(form);
  });
}
