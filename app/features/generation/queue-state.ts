/** Where a pending generation is: waiting in line (position 1 = next) or being made by a worker. */
export type QueueView = { state: "queued" | "running"; position: number | null };
