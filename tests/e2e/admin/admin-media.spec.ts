import { expect, test } from "@playwright/test";
import { loginThroughForm, pngFile, uniqueSuffix } from "./admin-support";

test("admin uploads a PNG, finds it, features it, sees it on the home page and deletes it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const id = uniqueSuffix();
  const fileName = `e2e-${id}.png`;
  const altText = `E2E featured ${id}`;
  await loginThroughForm(page);
  await page.getByRole("link", { name: "Media Library" }).click();
  await expect(page.getByRole("heading", { name: "Media Library" })).toBeVisible();
  for (const tab of ["All Media", "Admin Uploaded", "User Generated"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();

  // A text file renamed to .png gets past the browser's check but not the server's.
  await page.getByRole("button", { name: "Add Media" }).click();
  const upload = page.getByRole("dialog", { name: "Upload Media" });
  await upload.getByTestId("media-file-input").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("I am only text") });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Upload failed")).toBeVisible();
  await expect(page.getByText("File type must be one of image/png, image/jpeg, image/gif, image/webp")).toBeVisible();

  // The drop zone names what it refuses.
  await upload.getByTestId("media-file-input").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
  await expect(upload.getByText("File type must be one of image/png, image/jpeg, image/gif, image/webp", { exact: true })).toBeVisible();

  await upload.getByTestId("media-file-input").setInputFiles(await pngFile(fileName, "#22aa88", 80));
  await upload.getByLabel("Alt text").fill(altText);
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Media uploaded successfully")).toBeVisible();
  await expect(upload).toBeHidden();

  // Search finds it by its file name.
  await page.getByLabel("Search media").fill(id);
  await expect(page).toHaveURL(new RegExp(`q=${id}`));
  await expect(page.getByTestId("media-tile")).toHaveCount(1);
  await page.getByLabel("Search media").fill(`nothing-like-${id}`);
  await expect(page.getByText("No media matches these filters")).toBeVisible();
  await page.getByLabel("Search media").fill(altText);
  await expect(page.getByTestId("media-tile")).toHaveCount(1);

  // Details: facts of the file, copy the URL, feature it.
  await page.getByRole("button", { name: `Open details of ${altText}` }).click();
  const details = page.getByRole("dialog", { name: "Media Details" });
  await expect(details.getByText("80 × 80")).toBeVisible();
  await expect(details.getByText("image/png")).toBeVisible();
  await expect(details.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  const url = await details.getByLabel("File URL").inputValue();
  expect(url).toMatch(/^\/files\/media_library\/[A-Za-z0-9]+_\d+\.png$/);
  await details.getByRole("button", { name: "Copy URL" }).click();
  await expect(page.getByText("URL copied to clipboard")).toBeVisible();
  await expect(details.getByRole("button", { name: "URL copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(url, page.url()).toString());
  await expect(details.getByRole("button", { name: "Copy URL" })).toBeVisible({ timeout: 4000 });

  await details.getByRole("switch", { name: "Featured" }).click();
  await details.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Media metadata updated")).toBeVisible();
  await expect(details.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  await details.getByRole("button", { name: "Close" }).first().click();

  // Featured media feed the home gallery.
  const stem = url
    .split("/")
    .pop()!
    .replace(/\.png$/, "");
  await page.goto("/");
  await expect(page.locator(`img[alt="${altText}"], img[src*="${stem}"], img[srcset*="${stem}"]`).first()).toBeAttached();

  // Delete: the record and the file go.
  await page.goto(`/hidden/admin/media?q=${encodeURIComponent(altText)}`);
  await page.getByRole("button", { name: `Delete ${altText}` }).click();
  await page.getByRole("alertdialog", { name: "Delete Media" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Media deleted successfully")).toBeVisible();
  await expect(page.getByTestId("media-tile")).toHaveCount(0);
  expect((await page.request.get(url)).status()).toBe(404);
});
