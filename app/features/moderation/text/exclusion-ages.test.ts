import { describe, expect, it } from "vitest";
import { agesKeptByExclusion } from "./exclusion-ages";

describe("an age kept by an exclusion", () => {
  it.each([
    ["all ages except 10-14", ["except 10-14"]],
    ["any age other than twelve", ["other than 12"]],
    ["everyone but 13 year olds", ["but 13 year"]],
    ["everyone except 14 y/o", ["except 14 y/o"]],
  ])("reads %j as asking for a minor", (negative, kept) => {
    expect(agesKeptByExclusion(negative)).toEqual(kept);
  });

  it.each([["all ages except 25-30"], ["everything but 4k quality"], ["blurry, except 2 hands"], ["people, except 2 women"], ["kids, except 1"]])(
    "leaves %j: an adult age, or a number that is no age",
    (negative) => {
      expect(agesKeptByExclusion(negative)).toEqual([]);
    },
  );
});
