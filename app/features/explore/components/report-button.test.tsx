import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { REPORT_REASONS, reportPictureSchema } from "~/features/moderation/picture-reports";
import type { RootUser } from "~/utils/user";
import { ReportButton } from "./report-button";

const PICTURE = "6f1f7c1e-4a55-4a3e-9d51-0d6a2b3c4d5e";

function render(user: RootUser | null) {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <ReportButton pictureId={PICTURE} />, loader: () => ({ user }) }]);
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { user } } }} />);
}

describe("ReportButton", () => {
  it("sends a signed-out visitor to sign in", () => {
    const html = render(null);
    const link = html.match(/<a [^>]*>/)?.[0] ?? "";
    expect(link).toContain('href="/auth"');
    expect(link).toContain('aria-label="Report this picture (sign in first)"');
    expect(html).toContain("Report");
    expect(html).not.toContain('aria-haspopup="dialog"');
  });

  it("gives a signed-in user a 'Report' button that opens a dialog", () => {
    const html = render({ id: "u1", email: "u@example.com", name: "u", image: null, role: "user" });
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*Report<\/button>/s);
    expect(html).not.toContain('href="/auth"');
  });
});

describe("the report form's schema (shared by the dialog and POST /api/pictures/:id/report)", () => {
  it("offers the contract's five reasons with their labels", () => {
    expect(REPORT_REASONS.map((r) => r.label)).toEqual(["Minor", "Real person without consent", "Illegal", "Spam", "Other"]);
  });

  it("takes a reason and optional trimmed details up to 500 characters, and nothing else", () => {
    expect(reportPictureSchema.parse({ reason: "minor" })).toEqual({ reason: "minor", details: "" });
    expect(reportPictureSchema.parse({ reason: "spam", details: "  ads  " })).toEqual({ reason: "spam", details: "ads" });
    expect(reportPictureSchema.safeParse({ reason: "spam", details: "x".repeat(501) }).success).toBe(false);
    expect(reportPictureSchema.safeParse({ reason: "nudity" }).success).toBe(false);
    expect(reportPictureSchema.safeParse({ reason: "spam", pictureId: PICTURE }).success).toBe(false);
    expect(reportPictureSchema.safeParse({ reason: "spam", details: "a\u0000b" }).success).toBe(false);
  });
});
