import { ErrorCode } from "react-dropzone";
import { describe, expect, it } from "vitest";
import { dropRejectionMessages, uploadRejectionMessage, type DropRejectionCode } from "./upload-rules";

const rejection = (...errors: Array<{ code: string; message: string }>) => ({ errors });

describe("drop-zone rejection messages", () => {
  it("maps each of react-dropzone's error codes to the spec's text with the purpose's limits", () => {
    expect(uploadRejectionMessage(ErrorCode.FileInvalidType as DropRejectionCode, "media")).toBe(
      "File type must be one of image/png, image/jpeg, image/gif, image/webp",
    );
    expect(uploadRejectionMessage(ErrorCode.FileInvalidType as DropRejectionCode, "appIcon")).toBe(
      "File type must be one of image/jpeg, image/png, image/gif, image/svg+xml",
    );
    expect(uploadRejectionMessage(ErrorCode.FileTooLarge as DropRejectionCode, "media")).toBe("File is larger than 5000000 bytes");
    expect(uploadRejectionMessage(ErrorCode.FileTooLarge as DropRejectionCode, "appImage")).toBe("File is larger than 5242880 bytes");
    expect(uploadRejectionMessage(ErrorCode.FileTooSmall as DropRejectionCode, "generatorImage")).toBe("File is smaller than 1 bytes");
    expect(uploadRejectionMessage(ErrorCode.TooManyFiles as DropRejectionCode, "media")).toBe("Too many files");
  });

  it("replaces react-dropzone's own texts, once per distinct message", () => {
    const dropped = [
      rejection({ code: "file-invalid-type", message: "File type must be one of image/png, .png, .jpg" }),
      rejection({ code: "too-many-files", message: "Too many files" }, { code: "file-too-large", message: "File is larger than 5000000 bytes" }),
      rejection({ code: "too-many-files", message: "Too many files" }),
    ];
    expect(dropRejectionMessages(dropped, "generatorImage")).toEqual([
      "File type must be one of image/png, image/jpeg, image/gif, image/webp",
      "Too many files",
      "File is larger than 5000000 bytes",
    ]);
  });

  it("keeps the text of a code it does not know (a custom validator)", () => {
    expect(dropRejectionMessages([rejection({ code: "name-too-long", message: "Name is too long" })], "media")).toEqual(["Name is too long"]);
  });
});
