/** What the workspace's source picker holds: one of the user's pictures, or a file they chose to upload. */
export type SourceChoice = { kind: "generation"; id: string; previewUrl: string } | { kind: "upload"; file: File; previewUrl: string };
