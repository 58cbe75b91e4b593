// Serves the bare React Router site (scripts/bench/bare-react-router) the plainest way:
// node:http and @react-router/node's request listener, plus one static file and
// /healthz for scripts/lib/bench-server.js. BUILD_DIR and PORT as for server/main.js.
import { createReadStream } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestListener } from "@react-router/node";

const build = await import(pathToFileURL(path.join(process.env.BUILD_DIR, "server/index.js")).href);
const handle = createRequestListener({ build, mode: "production" });
const FAVICON = path.resolve("public/favicon.svg");

const server = createServer((request, response) => {
  if (request.url === "/healthz") {
    response.writeHead(200, { "content-type": "text/plain" }).end("ok");
  } else if (request.url === "/favicon.svg") {
    response.writeHead(200, { "content-type": "image/svg+xml" });
    createReadStream(FAVICON).pipe(response);
  } else {
    void handle(request, response);
  }
});
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
