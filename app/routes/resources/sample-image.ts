import { getSampleImage } from "~/features/catalog/thumbnails.server";
import type { Route } from "./+types/sample-image";

export async function loader({ params }: Route.LoaderArgs) {
  const match = /^sample-([1-9])\.webp$/.exec(params.name);
  const image = match ? getSampleImage(Number(match[1])) : null;
  if (!image) return new Response("Not found", { status: 404 });
  const body = await image;
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": "image/webp", "Content-Length": String(body.length), "Cache-Control": "public, max-age=86400" },
  });
}
