import { describe, expect, it } from "vitest";
import { excludedMilestones, exclusionAgeText } from "./excluded-milestones";

// Ages reached as life events in the exclusions exclude everyone from that age on;
// approximations and multipliers are read through.

describe("ages reached, excluded", () => {
  it.each([
    "no one who has turned 16",
    "anyone past their 17th birthday",
    "everyone who has had their 18th birthday",
    "anyone who has reached 18",
    "quien haya cumplido 16 años",
    "wer 16 geworden ist",
    "кому исполнилось 16",
    "alle som har fyllt 16",
  ])("finds the milestone in %j", (exclusions) => {
    expect(excludedMilestones(exclusionAgeText(exclusions))).not.toEqual([]);
  });

  it.each([
    "nobody who hasn't turned 18",
    "anyone who has not yet reached 18",
    "quien no haya cumplido 18",
    "wer noch nicht 18 geworden ist",
    "had 2 hands",
    "after 10 pm",
    "past 20 years of experience",
    "turned 30",
    "since 2010",
  ])("finds none in %j", (exclusions) => {
    expect(excludedMilestones(exclusionAgeText(exclusions))).toEqual([]);
  });
});

describe("exclusions read for ages", () => {
  it.each([
    ["older than twice eight", "older than 16"],
    ["anyone older than about 15", "anyone older than 15"],
    ["over roughly sixteen", "over 16"],
    ["older than 20 minus 5", "older than 15"],
    ["eighteen-and-up", "18 and up"],
  ])("reads %j as %j", (exclusions, read) => {
    expect(exclusionAgeText(exclusions)).toBe(read);
  });
});
