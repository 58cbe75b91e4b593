import sharp from "sharp";
import { NSFW_INPUT_SIZE } from "./nsfw-classifier.server";

/**
 * Long side of the picture the face detector gets. BlazeFace looks at 256 px
 * whatever we pass, but FaceRes crops the faces from this picture: at 512 px the
 * ages of faces about 100 px tall in a 1024 × 1792 picture collapsed towards the
 * model's mean (29), at 1024 px they held, for the same time.
 */
export const FACE_INPUT_SIZE = 1024;

export type PreparedImage = {
  /** NSFW_INPUT_SIZE² RGB, stretched to the square as nsfwjs itself does. */
  nsfw: Buffer;
  /** FACE_INPUT_SIZE² RGB, letterboxed so faces keep their shape. */
  faces: Buffer;
};

/** Decodes any picture sharp reads (first frame, EXIF orientation applied, transparency on white); throws on anything else. */
export async function prepareImage(image: Uint8Array): Promise<PreparedImage> {
  const base = sharp(image).rotate().flatten({ background: "#ffffff" }).removeAlpha().toColourspace("srgb");
  const [nsfw, faces] = await Promise.all([
    base.clone().resize(NSFW_INPUT_SIZE, NSFW_INPUT_SIZE, { fit: "fill" }).raw().toBuffer(),
    base.clone().resize(FACE_INPUT_SIZE, FACE_INPUT_SIZE, { fit: "contain", background: "#000000" }).raw().toBuffer(),
  ]);
  if (nsfw.length !== NSFW_INPUT_SIZE * NSFW_INPUT_SIZE * 3 || faces.length !== FACE_INPUT_SIZE * FACE_INPUT_SIZE * 3) {
    throw new Error("The picture did not decode to RGB");
  }
  return { nsfw, faces };
}
