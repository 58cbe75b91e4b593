import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "../support/server-settings";
import { loginThroughForm, pngFile, uniqueSuffix } from "./admin-support";

test.describe("admin manages the catalogue", () => {
  test("a visitor is sent to the admin login and comes back after signing in; a wrong password is refused", async ({ page }) => {
    await page.goto("/hidden/admin/generators");
    await expect(page).toHaveURL(/\/hidden\/admin\?redirectTo=%2Fhidden%2Fadmin%2Fgenerators$/);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();

    await page.getByLabel("Email").fill("admin@example.com");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Authentication failed")).toBeVisible();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: /invalid/i })
        .first(),
    ).toBeVisible();

    await page.getByLabel("Password").fill("admin-password-123");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/hidden\/admin\/generators$/);
    await expect(page.getByRole("heading", { name: "All Generators" })).toBeVisible();

    // Signed in, the login page sends the admin to the dashboard.
    await page.goto("/hidden/admin");
    await expect(page).toHaveURL(/\/hidden\/admin\/dashboard$/);
    await expect(page.getByText("Total Apps")).toBeVisible();
    await expect(page.getByText("Total Generators")).toBeVisible();

    // Logout returns to the admin login, and the portal is closed again.
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/hidden\/admin$/);
    await page.goto("/hidden/admin/apps");
    await expect(page).toHaveURL(/\/hidden\/admin\?redirectTo=/);
  });

  test("creates, edits, hides and deletes an app, and the app list follows", async ({ page }) => {
    const id = uniqueSuffix();
    const title = `E2E App ${id}`;
    const slug = `e2e-app-${id}`;
    await loginThroughForm(page);
    const uploaded = await page.request.post("/hidden/admin/media/upload", {
      multipart: { file: await pngFile(`picker-${id}.png`, "#3366ff"), altText: `Picker image ${id}` },
      headers: { origin: E2E_BASE_URL },
    });
    expect(uploaded.ok()).toBe(true);
    const pickerUrl: string = (await uploaded.json()).record.url;
    await page.getByRole("link", { name: "Apps", exact: true }).click();
    await expect(page.getByRole("heading", { name: "AI Uncensored Image Apps" })).toBeVisible();
    for (const column of ["Icon", "Title", "Slug", "Status", "Created", "Actions"]) {
      await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
    }

    // Add: the slug follows the title, the icon is uploaded, the image is a typed URL.
    await page.getByRole("button", { name: "Add New App" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New App" });
    await dialog.getByLabel("Title").fill(`${title}!`);
    await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
    await dialog.getByLabel("Description").fill("An app made by the end-to-end test.");
    await dialog.getByTestId("appIcon-file-input").setInputFiles(await pngFile("icon.png"));
    await expect(dialog.getByText("icon.png")).toBeVisible();
    await dialog.getByLabel("Image", { exact: true }).fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "Create App" }).click();
    await expect(dialog.getByText("Enter an http(s) URL or a path on this site starting with /")).toBeVisible();

    // The image comes from the media library through the media picker.
    await dialog.getByRole("button", { name: "Choose the image from the media library" }).click();
    const picker = page.getByRole("dialog", { name: "Select Media" });
    await picker.getByRole("button", { name: "Select", exact: true }).click();
    await expect(page.getByText("No images selected")).toBeVisible();
    await expect(page.getByText("Please select at least one image.")).toBeVisible();
    await picker.getByRole("tab", { name: "Featured" }).click();
    await expect(picker.getByRole("tab", { name: "All Media" })).toBeVisible();
    await picker.getByRole("tab", { name: "All Media" }).click();
    await picker.getByLabel("Search media").fill(`Picker image ${id}`);
    await picker.getByRole("button", { name: `Picker image ${id}` }).click();
    await picker.getByRole("button", { name: "Select", exact: true }).click();
    await expect(picker).toBeHidden();
    await expect(dialog.getByLabel("Image", { exact: true })).toHaveValue(pickerUrl);
    await dialog.getByRole("button", { name: "Create App" }).click();
    await expect(page.getByText("App created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row").filter({ hasText: slug });
    await expect(row).toContainText(`${title}!`);
    await expect(row.locator("img")).toHaveAttribute("src", /^\/files\/catalog\/apps\/[A-Za-z0-9]+_\d+\.png$/);

    // A second app with the same slug is refused.
    await page.getByRole("button", { name: "Add New App" }).click();
    await dialog.getByLabel("Title").fill(`${title}!`);
    await dialog.getByLabel("Description").fill("Duplicate");
    await dialog.getByRole("button", { name: "Create App" }).click();
    await expect(page.getByText("Error saving app")).toBeVisible();
    await expect(page.getByText(`The slug "${slug}" is already used by another app. Choose a different slug.`)).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("row").filter({ hasText: slug })).toHaveCount(1);

    await page.goto("/apps");
    await expect(page.getByText(`${title}!`).first()).toBeVisible();

    // Edit basic info.
    await page.goto("/hidden/admin/apps");
    await page.getByRole("button", { name: `Actions for ${title}!` }).click();
    await expect(page.getByRole("menuitem", { name: "Edit Details" })).toHaveAttribute("href", `/admin/apps/${slug}`);
    await page.getByRole("menuitem", { name: "Edit Basic Info" }).click();
    const edit = page.getByRole("dialog", { name: "Edit App" });
    await edit.getByLabel("Title").fill(`${title} Edited`);
    await expect(edit.getByLabel("Slug")).toHaveValue(slug);
    await edit.getByRole("button", { name: "Update App" }).click();
    await expect(page.getByText("App updated successfully")).toBeVisible();
    await page.goto("/apps");
    await expect(page.getByText(`${title} Edited`).first()).toBeVisible();

    // Hide it: gone from the list.
    await page.goto("/hidden/admin/apps");
    await page.getByRole("button", { name: `Actions for ${title} Edited` }).click();
    await page.getByRole("menuitem", { name: "Edit Basic Info" }).click();
    await expect(edit.getByText("Visible in listings")).toBeVisible();
    await edit.getByRole("switch", { name: "Hidden" }).click();
    await expect(edit.getByText("Only accessible via direct link")).toBeVisible();
    await edit.getByRole("button", { name: "Update App" }).click();
    await expect(page.getByText("App updated successfully")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: slug })).toContainText("Hidden");
    await page.goto("/apps");
    await expect(page.getByRole("heading", { name: "Uncensored AI Apps" })).toBeVisible();
    await expect(page.getByText(`${title} Edited`)).toHaveCount(0);

    // Delete.
    await page.goto("/hidden/admin/apps");
    await page.getByRole("button", { name: `Actions for ${title} Edited` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("App deleted successfully")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: slug })).toHaveCount(0);
    const gone = await page.request.get(`/apps/${slug}`);
    expect(await gone.text()).not.toContain(`${title} Edited`);
  });

  test("creates, edits, hides and deletes a generator, and the generator list follows", async ({ page, context }) => {
    const id = uniqueSuffix();
    const title = `E2E Generator ${id}`;
    const slug = `e2e-generator-${id}`;
    await loginThroughForm(page);
    await page.getByRole("link", { name: "Generators", exact: true }).click();
    await expect(page.getByRole("heading", { name: "All Generators" })).toBeVisible();

    await page.getByRole("button", { name: "Add New Generator" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Generator" });
    await dialog.getByLabel("Title").fill(title);
    await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
    await dialog.getByLabel("Description").fill("A generator made by the end-to-end test.");
    await dialog.getByLabel("Link").fill("");
    await dialog.getByRole("button", { name: "Create Generator" }).click();
    await expect(dialog.getByText("Link is required")).toBeVisible();
    await dialog.getByLabel("Link").fill("/generator-app");
    await dialog.getByTestId("generatorImage-file-input").setInputFiles(await pngFile("generator.png", "#ff6467"));
    await dialog.getByRole("button", { name: "Create Generator" }).click();
    await expect(page.getByText("Generator created successfully")).toBeVisible();

    const card = page.getByTestId("generator-card").filter({ hasText: title });
    await expect(card.getByRole("link", { name: `Details of ${title}` })).toHaveAttribute("href", `/admin/generators/${slug}`);
    const view = card.getByRole("link", { name: `View ${title} (opens in a new tab)` });
    await expect(view).toHaveAttribute("href", `/uncensored-ai-generator/${slug}`);
    await expect(view).toHaveAttribute("target", "_blank");
    const [tab] = await Promise.all([context.waitForEvent("page"), view.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain(`/uncensored-ai-generator/${slug}`);
    await tab.close();

    await page.goto("/uncensored-ai-generator");
    await expect(page.getByText(title).first()).toBeVisible();

    await page.goto("/hidden/admin/generators");
    await card.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Generator" });
    await edit.getByLabel("Title").fill(`${title} Edited`);
    await edit.getByRole("switch", { name: "Hidden" }).click();
    await edit.getByRole("button", { name: "Update Generator" }).click();
    await expect(page.getByText("Generator updated successfully")).toBeVisible();
    await page.goto("/uncensored-ai-generator");
    await expect(page.getByRole("heading", { name: "Uncensored AI Generator" }).first()).toBeVisible();
    await expect(page.getByText(`${title} Edited`)).toHaveCount(0);

    await page.goto("/hidden/admin/generators");
    await page.getByRole("button", { name: `Delete ${title} Edited` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Generator deleted successfully")).toBeVisible();
    await expect(page.getByTestId("generator-card").filter({ hasText: title })).toHaveCount(0);
  });
});
