import { getDefaultOgImage } from "~/features/catalog/thumbnails.server";

export async function loader() {
  const body = await getDefaultOgImage();
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": "image/png", "Content-Length": String(body.length), "Cache-Control": "public, max-age=86400" },
  });
}
