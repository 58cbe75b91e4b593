import { renderToString } from "react-dom/server";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";
import { listPageView, RouteErrorBoundary, routeFailure, type ErrorView, type RouteFailure } from "./route-error-boundary";

/** What a route error boundary receives for a loader that threw `data(body, status)`. */
function thrown(body: unknown, status: number) {
  const response = data(body, { status });
  return { status: response.init?.status ?? status, statusText: "", internal: false, data: body } as const;
}

function render(error: unknown, view: (failure: RouteFailure) => ErrorView, frame?: "document" | "screen" | "section") {
  const Stub = createRoutesStub([{ path: "/", Component: () => <RouteErrorBoundary error={error} view={view} frame={frame} /> }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("routeFailure", () => {
  it("reads the status and the server's words from a string body, an `error` or a `message` field", () => {
    expect(routeFailure(thrown("Checkout not found", 404))).toMatchObject({ status: 404, reason: "Checkout not found" });
    expect(routeFailure(thrown({ error: "The page must be a number." }, 400))).toMatchObject({ status: 400, reason: "The page must be a number." });
    expect(routeFailure(thrown({ message: "Unknown type." }, 400))).toMatchObject({ status: 400, reason: "Unknown type." });
    expect(routeFailure(thrown({ ok: false, error: { code: "NOT_FOUND", title: "Not found", message: "No such app." } }, 404))).toMatchObject({
      reason: "No such app.",
    });
  });

  it("gives a thrown Error no status and none of its own words", () => {
    expect(routeFailure(new Error("database password is wrong"))).toEqual({});
  });
});

describe("RouteErrorBoundary", () => {
  it("shows a list page's refused address with its reason and the way back to the whole list", () => {
    const view = listPageView({
      listUrl: "/hidden/admin/users",
      invalidTitle: "This address is not valid",
      showAllLabel: "Show all users",
      loadFailure: "x",
    });
    const html = render(thrown({ error: "The page must be a number." }, 400), view);
    expect(html).toContain('role="alert"');
    expect(html).toContain("This address is not valid</h1>");
    expect(html).toContain("The page must be a number.</p>");
    expect(html).toMatch(/href="\/hidden\/admin\/users"[^>]*>Show all users</);
  });

  it("hides an unexpected failure behind the page's own words and offers to try again", () => {
    const view = listPageView({
      listUrl: "/hidden/admin/users",
      invalidTitle: "bad",
      showAllLabel: "all",
      loadFailure: "The accounts could not be loaded.",
    });
    const html = render(new Error("database password is wrong"), view);
    expect(html).toContain("Something went wrong</h1>");
    expect(html).toContain("The accounts could not be loaded.</p>");
    expect(html).toContain(">Try again</a>");
    expect(html).not.toContain("database password");
  });

  it("draws the root's failure as the page's main landmark with a retry button where asked", () => {
    const html = render(
      thrown("Not found", 404),
      ({ status }) => ({ title: status === 404 ? "Page not found" : "Error", message: "m", action: { label: "Try again", retry: true } }),
      "document",
    );
    expect(html).toMatch(/^<main[^>]*><h1[^>]*>Page not found<\/h1>/);
    expect(html).toMatch(/<button[^>]*>.*Try again<\/button>/);
  });
});
