import { describe, expect, it } from "vitest";
import { parseBenefits, parseContentList, parseCreations, parseHowItWorks } from "./content-lists";

const steps = [
  { title: "Enter Your Prompt", description: "Describe it" },
  { title: "Generate", description: "Press the button", image: "/files/catalog/a_1.webp" },
];

describe("parseContentList", () => {
  it("returns an array as it is", () => {
    expect(parseContentList(steps)).toEqual(steps);
  });

  it("reads the list inside {steps: [...]}", () => {
    expect(parseContentList({ steps })).toEqual(steps);
  });

  it("reads the list inside {items: [...]}", () => {
    expect(parseContentList({ items: steps })).toEqual(steps);
  });

  it("reads an object with numeric keys in key order", () => {
    expect(parseContentList({ "1": steps[1], "0": steps[0] })).toEqual(steps);
    expect(parseContentList({ "10": "c", "2": "b", "0": "a" })).toEqual(["a", "b", "c"]);
  });

  it("reads JSON text of every shape", () => {
    expect(parseContentList(JSON.stringify(steps))).toEqual(steps);
    expect(parseContentList(JSON.stringify({ steps }))).toEqual(steps);
    expect(parseContentList(JSON.stringify({ items: steps }))).toEqual(steps);
    expect(parseContentList(JSON.stringify({ 0: steps[0], 1: steps[1] }))).toEqual(steps);
  });

  it("reads {steps} whose value is itself JSON text", () => {
    expect(parseContentList({ steps: JSON.stringify(steps) })).toEqual(steps);
  });

  it("turns anything else into an empty list", () => {
    for (const value of [null, undefined, 42, true, "", "not json", "{", "42", '"text"', "null", {}, { title: "x" }, { a: 1, 0: 2 }]) {
      expect(parseContentList(value), JSON.stringify(value)).toEqual([]);
    }
  });

  it("does not unwrap JSON text nested without end", () => {
    const twice = JSON.stringify(JSON.stringify(steps));
    expect(parseContentList(twice)).toEqual(steps);
    expect(parseContentList(JSON.stringify(twice))).toEqual([]);
  });
});

describe("parseHowItWorks", () => {
  it("keeps title, description and an optional image", () => {
    expect(parseHowItWorks(JSON.stringify({ steps }))).toEqual([
      { title: "Enter Your Prompt", description: "Describe it" },
      { title: "Generate", description: "Press the button", image: "/files/catalog/a_1.webp" },
    ]);
  });

  it("drops items that are not objects and fills missing text with empty strings", () => {
    expect(parseHowItWorks(["a step", null, { title: 3 }, { description: "only text", image: 7 }])).toEqual([
      { title: "3", description: "" },
      { title: "", description: "only text", image: "7" },
    ]);
  });
});

describe("parseBenefits", () => {
  it("keeps left and right positions and turns anything else into left", () => {
    const stored = {
      0: { title: "Fast", description: "Seconds", image: "/a.webp", imagePosition: "right" },
      1: { title: "Private", description: "Yours", image: "/b.webp", imagePosition: "left" },
      2: { title: "Odd", description: "", image: "/c.webp", imagePosition: "center" },
      3: { title: "Missing", description: "no image" },
    };
    expect(parseBenefits(stored)).toEqual([
      { title: "Fast", description: "Seconds", image: "/a.webp", imagePosition: "right" },
      { title: "Private", description: "Yours", image: "/b.webp", imagePosition: "left" },
      { title: "Odd", description: "", image: "/c.webp", imagePosition: "left" },
      { title: "Missing", description: "no image", image: "", imagePosition: "left" },
    ]);
  });

  it("returns an empty list for unreadable text", () => {
    expect(parseBenefits("[{broken")).toEqual([]);
  });
});

describe("parseCreations", () => {
  it("keeps id, title and image", () => {
    expect(parseCreations({ items: [{ id: "temp-1700000000000", title: "Neon city", image: "/x.webp" }] })).toEqual([
      { id: "temp-1700000000000", title: "Neon city", image: "/x.webp" },
    ]);
  });

  it("gives items without an id a stable one from their position", () => {
    expect(
      parseCreations([
        { title: "A", image: "/a.webp" },
        { id: 12, title: "B" },
      ]),
    ).toEqual([
      { id: "creation-1", title: "A", image: "/a.webp" },
      { id: "12", title: "B", image: "" },
    ]);
  });
});
