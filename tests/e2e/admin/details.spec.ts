import { seriousViolations } from "../support/a11y";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "../support/auth";
import { pngFile, uniqueSuffix } from "./admin-support";

// The detail editors (/admin/apps/{slug}, /admin/generators/{slug}) and the public pages showing what they save.

async function createApp(page: Page, id: string) {
  const title = `Details App ${id}`;
  const slug = `details-app-${id}`;
  const response = await page.request.post("/hidden/admin/apps/save", {
    multipart: { title, slug, description: "Short description of the app." },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { title, slug };
}

/** A media library image with a searchable title; returns its /files/... URL. */
async function uploadMedia(page: Page, altText: string, color: string) {
  const response = await page.request.post("/hidden/admin/media/upload", {
    multipart: { file: await pngFile(`${altText}.png`, color, 96), altText },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { record: { url: string } };
  return body.record.url;
}

/** The random part of a stored file's name, the same in its URL and its thumbnails' URLs. */
const fileKey = (url: string) =>
  url
    .split("/")
    .pop()!
    .replace(/\.[a-z0-9]+$/, "");

/** Picks the image titled `altText` in the open media picker. */
async function pickImage(page: Page, altText: string) {
  const picker = page.getByRole("dialog", { name: "Select Media" });
  await expect(picker).toBeVisible();
  await picker.getByLabel("Search media").fill(altText);
  await picker.getByRole("button", { name: altText, exact: true }).click();
  await expect(picker.getByText("1 selected")).toBeVisible();
  // Under load a click can land while the dialog is still animating in and be
  // dropped; a person would click again, and so does the test.
  await expect(async () => {
    if (await picker.isVisible()) await picker.getByRole("button", { name: "Select", exact: true }).click({ timeout: 2000 });
    await expect(picker).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

test.describe("admin detail editors", () => {
  test("the admin edits an app's details and FAQs, and the public page shows them as text", async ({ page }) => {
    test.setTimeout(120_000);
    const id = uniqueSuffix();
    await signInAsAdmin(page);
    const app = await createApp(page, id);
    const stepImage = await uploadMedia(page, `step-image-${id}`, "#3366ff");
    const benefitImage = await uploadMedia(page, `benefit-image-${id}`, "#33cc66");
    const creationImage = await uploadMedia(page, `creation-image-${id}`, "#ff6633");

    await page.goto(`/admin/apps/${app.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${app.title} Details` })).toBeVisible();
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual(["Long Description", "How It Works Section", "Why Choose Our App Section", "Popular Creations Section", "FAQ Section"]);

    // Empty states, and the four default steps of a record without steps.
    await expect(page.getByText("No benefits added yet")).toBeVisible();
    await expect(page.getByText("No creations added yet")).toBeVisible();
    await expect(page.getByText("No FAQs found for this generator.")).toBeVisible();
    await expect(page.getByText("Click the button above to add your first FAQ.")).toBeVisible();
    const stepTitles = page.getByPlaceholder("Step Title");
    await expect(stepTitles).toHaveCount(4);
    await expect(stepTitles.nth(0)).toHaveValue("Enter Your Prompt");
    await expect(stepTitles.nth(3)).toHaveValue("Download & Share");
    await expect(page.getByRole("button", { name: "Move step 1 up" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Move step 4 down" })).toBeDisabled();

    // Long description with an admin-typed script tag.
    const longDescription = `Hero text for ${id}. <script>window.__pwned = true</script> Second sentence.`;
    await page.getByLabel("Extended Description (displays in hero section)").fill(longDescription);

    // Steps: reorder, delete, edit, and the one section image.
    await page.getByRole("button", { name: "Move step 2 up" }).click();
    await expect(stepTitles.nth(0)).toHaveValue("Customize Settings");
    await page.getByRole("button", { name: "Delete step 4" }).click();
    await expect(stepTitles).toHaveCount(3);
    await stepTitles.nth(0).fill(`Pick <b>settings</b> ${id}`);
    await page.getByPlaceholder("Step Description").nth(0).fill("Choose the model and the aspect ratio.");
    const howItWorks = page.getByRole("region", { name: "How It Works Section" });
    await howItWorks.getByRole("button", { name: "Select Image" }).click();
    await pickImage(page, `step-image-${id}`);
    await expect(howItWorks.getByRole("img", { name: "How It Works section image" })).toHaveAttribute("src", new RegExp(fileKey(stepImage)));
    await expect(howItWorks.getByRole("button", { name: "Change Image" })).toBeVisible();

    // A benefit with defaults, edited, on the right, with an image from the picker.
    await page.getByRole("button", { name: "Add Your First Benefit" }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("New Benefit");
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Describe the benefit here");
    await expect(page.getByRole("radio", { name: "Left" })).toBeChecked();
    await page.getByLabel("Title", { exact: true }).fill(`Benefit ${id}`);
    await page.getByLabel("Description", { exact: true }).fill("First line\nSecond line");
    await page.getByRole("radio", { name: "Right" }).click();
    await page.getByRole("button", { name: "Select image for benefit 1" }).click();
    await pickImage(page, `benefit-image-${id}`);
    await expect(page.getByRole("img", { name: "Benefit 1 image" })).toHaveAttribute("src", new RegExp(fileKey(benefitImage)));
    await expect(page.getByRole("button", { name: "Add Another Benefit" })).toBeVisible();

    // A creation: adding opens the picker at once.
    await page.getByRole("button", { name: "Add Creation" }).click();
    await pickImage(page, `creation-image-${id}`);
    await expect(page.getByText("Image selected")).toBeVisible();
    await expect(page.getByText("The image has been added to the creation")).toBeVisible();
    await page.getByPlaceholder("Creation title").fill(`Creation ${id}`);

    // Leaving with unsaved changes asks first.
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Apps" }).click();
    const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/apps/${app.slug}$`));

    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page.getByText("Changes saved successfully")).toBeVisible();
    await expect(page.getByText("All app details have been updated.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save All Changes" })).toBeEnabled();

    // FAQ: add (Save FAQ waits for both fields), then edit.
    await page.getByRole("button", { name: "Add New FAQ" }).click();
    const draft = page.getByRole("form", { name: "New FAQ" });
    await expect(page.getByRole("button", { name: "Add New FAQ" })).toBeHidden();
    await expect(draft.getByRole("button", { name: "Save FAQ" })).toBeDisabled();
    await draft.getByLabel("Question").fill(`Is <i>it</i> free ${id}?`);
    await draft.getByLabel("Answer").fill("   ");
    await expect(draft.getByRole("button", { name: "Save FAQ" })).toBeDisabled();
    await draft.getByLabel("Answer").fill("Yes.\nEvery day.");
    await draft.getByRole("button", { name: "Save FAQ" }).click();
    await expect(page.getByText("FAQ Added", { exact: true })).toBeVisible();
    await expect(page.getByText("The new FAQ has been added successfully.")).toBeVisible();
    await expect(draft).toBeHidden();
    await expect(page.getByRole("heading", { level: 3, name: `Is <i>it</i> free ${id}?` })).toBeVisible();

    await page.getByRole("button", { name: `Edit FAQ: Is <i>it</i> free ${id}?` }).click();
    const editForm = page.getByRole("form", { name: "Edit FAQ" });
    await editForm.getByLabel("Answer").fill("Yes, it is.\nEvery single day.");
    await editForm.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("FAQ Updated", { exact: true })).toBeVisible();
    await expect(page.getByText("Every single day.")).toBeVisible();

    // After a save nothing is pending: leaving does not ask.
    await page.reload();
    await expect(page.getByLabel("Extended Description (displays in hero section)")).toHaveValue(longDescription);
    await expect(page.getByPlaceholder("Creation title")).toHaveValue(`Creation ${id}`);

    // The public page shows it all, server-rendered, typed markup as text.
    const html = await (await page.request.get(`/apps/${app.slug}`)).text();
    expect(html).toContain(`Hero text for ${id}. &lt;script&gt;window.__pwned = true&lt;/script&gt; Second sentence.`);
    expect(html).not.toContain("<script>window.__pwned");
    await page.goto(`/apps/${app.slug}`);
    await expect(page.getByText(longDescription)).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(page.getByRole("heading", { name: `Step 1: Pick <b>settings</b> ${id}` })).toBeVisible();
    await expect(page.getByText("Choose the model and the aspect ratio.")).toBeVisible();
    const benefitHeading = page.getByRole("heading", { name: `Benefit ${id}` });
    await expect(benefitHeading).toBeVisible();
    await expect(page.getByText(`Creation ${id}`)).toBeVisible();
    await expect(page.getByRole("button", { name: `Is <i>it</i> free ${id}?` })).toBeVisible();
    await page.getByRole("button", { name: `Is <i>it</i> free ${id}?` }).click();
    await expect(page.getByText(/Yes, it is\.\s+Every single day\./)).toBeVisible();
    // The chosen images (as thumbnails of the same files).
    await expect(page.locator(`img[src*="${fileKey(stepImage)}"]`).first()).toBeAttached();
    await expect(page.locator(`img[src*="${fileKey(benefitImage)}"]`).first()).toBeAttached();
    await expect(page.locator(`img[src*="${fileKey(creationImage)}"]`).first()).toBeAttached();

    // Deleting the FAQ asks first.
    await page.goto(`/admin/apps/${app.slug}`);
    await page.getByRole("button", { name: `Delete FAQ: Is <i>it</i> free ${id}?` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByText("Are you sure you want to delete this FAQ?")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("FAQ Deleted", { exact: true })).toBeVisible();
    await expect(page.getByText("The FAQ has been deleted successfully.")).toBeVisible();
    await expect(page.getByText("No FAQs found for this generator.")).toBeVisible();
  });

  test("an unknown slug shows the not-found screen with the way back", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/generators/no-such-generator");
    await expect(page.getByRole("heading", { name: "Generator not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Generators" }).click();
    await expect(page).toHaveURL(/\/hidden\/admin\/generators$/);

    await page.goto("/admin/apps/no-such-app");
    await expect(page.getByRole("heading", { name: "App not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Apps" })).toHaveAttribute("href", "/hidden/admin/apps");
  });

  test("the filled generator editor has no serious accessibility violations", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/generators/ai-art-generator");
    await expect(page.getByRole("heading", { level: 1, name: "Edit AI Art Generator Details" })).toBeVisible();
    await expect(page.getByRole("list", { name: "FAQs" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a visitor is sent to the admin login", async ({ page }) => {
    await page.goto("/admin/apps/anything");
    await expect(page).toHaveURL(/\/hidden\/admin\?redirectTo=%2Fadmin%2Fapps%2Fanything$/);
  });
});
