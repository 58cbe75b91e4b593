// The React Router patch (patches/react-router+7.18.5.patch, ADR 073) keeps the route
// matches of a pathname per build's ranked routes on the server. The site runs React
// Router's production build, so that is the file tested here.
import { describe, expect, it } from "vitest";
import { createStaticHandler } from "../../node_modules/react-router/dist/production/index.mjs";

const routes = [
  {
    id: "root",
    path: "/",
    loader: () => "root",
    children: [
      { id: "home", index: true, loader: () => "home" },
      { id: "user", path: "users/:userId", loader: ({ params }: { params: Record<string, string | undefined> }) => `user ${params.userId}` },
      { id: "files", path: "files/*", loader: ({ params }: { params: Record<string, string | undefined> }) => `file ${params["*"]}` },
    ],
  },
];

async function loaderDataOf(handler: ReturnType<typeof createStaticHandler>, path: string) {
  const context = await handler.query(new Request(`http://site.test${path}`));
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  return { data: context.loaderData, matches: context.matches };
}

describe("route matches kept per pathname on the server", () => {
  it("gives each pathname its own params, the same on a repeat", async () => {
    const handler = createStaticHandler(routes);
    expect((await loaderDataOf(handler, "/users/1")).data.user).toBe("user 1");
    expect((await loaderDataOf(handler, "/users/2")).data.user).toBe("user 2");
    expect((await loaderDataOf(handler, "/users/1")).data.user).toBe("user 1");
    expect((await loaderDataOf(handler, "/files/a/b.txt")).data.files).toBe("file a/b.txt");
    expect((await loaderDataOf(handler, "/")).data.home).toBe("home");
  });

  it("does not let one request's changes to its matches reach the next", async () => {
    const handler = createStaticHandler(routes);
    const first = await loaderDataOf(handler, "/users/7");
    const match = first.matches.find((m) => m.route.id === "user")!;
    (match.params as Record<string, string>).userId = "changed";
    (match as { pathname: string }).pathname = "/elsewhere";
    const second = await loaderDataOf(handler, "/users/7");
    expect(second.data.user).toBe("user 7");
    expect(second.matches.find((m) => m.route.id === "user")!.pathname).toBe("/users/7");
  });

  it("keeps answering right past its size limit (1,000 pathnames)", async () => {
    const handler = createStaticHandler(routes);
    for (let i = 0; i < 1_100; i++) await loaderDataOf(handler, `/users/${i}`);
    expect((await loaderDataOf(handler, "/users/0")).data.user).toBe("user 0");
    expect((await loaderDataOf(handler, "/users/1099")).data.user).toBe("user 1099");
    const unknown = await handler.query(new Request("http://site.test/nowhere/at/all"));
    expect(unknown instanceof Response ? unknown.status : unknown.statusCode).toBe(404);
  });
});
