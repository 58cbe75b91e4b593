import { describe, expect, it } from "vitest";
import { AppError } from "~/utils/errors";
import { getStorage, uploadedFileUrl, type Storage, type StoredFile } from "./storage.server";

const file: StoredFile = { bucket: "media_library", key: "abc_1700000000000.png" };

/** A storage adapter whose public address is misconfigured. */
function storageAnswering(url: unknown): Storage {
  return { ...getStorage(), publicUrl: () => url as string };
}

describe("uploadedFileUrl", () => {
  it("gives the public URL of a stored file", () => {
    expect(uploadedFileUrl(file)).toBe("/files/media_library/abc_1700000000000.png");
    expect(uploadedFileUrl(file, storageAnswering("https://cdn.example.com/media_library/abc.png"))).toBe(
      "https://cdn.example.com/media_library/abc.png",
    );
  });

  it.each(["", undefined, null, "   ", "javascript:alert(1)", "//evil.example.com/x.png", "https://", "media_library/abc.png"])(
    "fails the upload with the spec's text when the storage answers %j",
    (answer) => {
      let thrown: unknown;
      try {
        uploadedFileUrl(file, storageAnswering(answer));
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect(thrown).toMatchObject({ title: "Upload failed", message: "Failed to get public URL for uploaded file" });
    },
  );
});
