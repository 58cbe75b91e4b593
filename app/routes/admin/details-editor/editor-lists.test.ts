import { describe, expect, it } from "vitest";
import { initialSteps, moveItem, newBenefit, newCreation, newStep, removeItem, replaceItem, sharedStepImage, withStepImage } from "./editor-lists";

const steps = [
  { title: "One", description: "first" },
  { title: "Two", description: "second" },
  { title: "Three", description: "third" },
];

describe("moving and deleting steps", () => {
  it("moves a step up by swapping it with the one before", () => {
    expect(moveItem(steps, 1, "up").map((s) => s.title)).toEqual(["Two", "One", "Three"]);
  });

  it("moves a step down by swapping it with the one after", () => {
    expect(moveItem(steps, 1, "down").map((s) => s.title)).toEqual(["One", "Three", "Two"]);
  });

  it("leaves the order alone when the first step moves up or the last moves down", () => {
    expect(moveItem(steps, 0, "up")).toEqual(steps);
    expect(moveItem(steps, 2, "down")).toEqual(steps);
    expect(moveItem(steps, 7, "up")).toEqual(steps);
  });

  it("never changes the list it was given", () => {
    const copy = structuredClone(steps);
    moveItem(steps, 0, "down");
    removeItem(steps, 0);
    replaceItem(steps, 0, { title: "Changed" });
    expect(steps).toEqual(copy);
  });

  it("deletes exactly the step at the index", () => {
    expect(removeItem(steps, 1).map((s) => s.title)).toEqual(["One", "Three"]);
    expect(removeItem(steps, 5)).toEqual(steps);
  });

  it("updates one field of one step", () => {
    expect(replaceItem(steps, 2, { description: "changed" })[2]).toEqual({ title: "Three", description: "changed" });
  });
});

describe("new steps", () => {
  it("starts an empty list with the four default steps", () => {
    expect(initialSteps([]).map((s) => s.title)).toEqual(["Enter Your Prompt", "Customize Settings", "Generate", "Download & Share"]);
    expect(initialSteps(steps)).toEqual(steps);
  });

  it("gives an added step the next default title, then an empty one", () => {
    expect(newStep([])).toEqual({ title: "Enter Your Prompt", description: "" });
    expect(newStep(steps).title).toBe("Download & Share");
    expect(newStep([...steps, ...steps]).title).toBe("");
  });

  it("puts the section image on every step, and on a step added later", () => {
    const withImage = withStepImage(steps, "/files/media_library/a_1.webp");
    expect(withImage.every((s) => s.image === "/files/media_library/a_1.webp")).toBe(true);
    expect(sharedStepImage(withImage)).toBe("/files/media_library/a_1.webp");
    expect(newStep(withImage).image).toBe("/files/media_library/a_1.webp");
    expect(sharedStepImage(steps)).toBe("");
  });
});

describe("new benefits and creations", () => {
  it("adds a benefit with the spec's defaults", () => {
    expect(newBenefit()).toEqual({ title: "New Benefit", description: "Describe the benefit here", image: "", imagePosition: "left" });
  });

  it("gives a new creation a temp-{timestamp} id, empty title and image", () => {
    expect(newCreation([], 1700000000000)).toEqual({ id: "temp-1700000000000", title: "", image: "" });
  });

  it("never reuses an id already in the list", () => {
    const existing = [
      { id: "temp-5", title: "", image: "" },
      { id: "temp-6", title: "", image: "" },
    ];
    expect(newCreation(existing, 5).id).toBe("temp-7");
  });
});
