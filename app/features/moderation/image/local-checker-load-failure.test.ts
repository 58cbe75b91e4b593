import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { localEnginePicture } from "../../../../tests/fixtures/moderation/pictures";
import { ImageCheckError } from "./image-check-error";
import { createLocalChecker } from "./local-checker.server";

// Its own file, so its own process: Human keeps the first models it loads per
// process, and here the first load must be the failing one.

describe("the built-in picture checker without its models", () => {
  it("fails every check instead of passing", async () => {
    // Human reports the failed loads on the console and carries on; the check must not.
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const broken = createLocalChecker({ faceModelsDir: mkdtempSync(path.join(tmpdir(), "no-face-models-")) });
    const picture = await localEnginePicture(8);
    await expect(broken.checkImage(picture)).rejects.toThrow(/Face models did not load from .*: blazeface, faceres/);
    await expect(broken.checkImage(picture)).rejects.toBeInstanceOf(ImageCheckError);
  });
});
