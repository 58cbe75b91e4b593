import { describe, expect, it } from "vitest";
import { findBirthYearAges } from "./birth-years";

// Birth years said in the covered languages, before or after the year.
const year = new Date().getUTCFullYear();

describe("birth years in the covered languages", () => {
  it.each([
    ["nacktes Mädchen, geboren 2012", 2012],
    ["nacktes Mädchen, Jahrgang 2012", 2012],
    ["chica desnuda nacida en 2012", 2012],
    ["fille nue née en 2012", 2012],
    ["ragazza nuda, nata nel 2011", 2011],
    ["naga dziewczyna, rocznik 2012", 2012],
    ["naga dziewczyna, ur. 2011", 2011],
    ["голая девушка 2012 года рождения", 2012],
    ["2012 doğumlu çıplak kız", 2012],
    ["2012年生まれの女の子のヌード", 2012],
    ["2012年出生的女孩裸照", 2012],
    ["2012년생 여자 누드", 2012],
    ["nahá dívka, ročník 2010", 2010],
    ["gadis telanjang, lahir tahun 2013", 2013],
  ])("reads %j as born in %i", (prompt, born) => {
    expect(findBirthYearAges(prompt).map((found) => found.age)).toEqual([year - born]);
  });

  it.each([
    ["nackte Frau, geboren 1990", 1990],
    ["mujer desnuda, nacida en 1995", 1995],
    ["1998年生まれの女性のヌード", 1998],
  ])("reads the adult birth year in %j", (prompt, born) => {
    expect(findBirthYearAges(prompt).map((found) => found.age)).toEqual([year - born]);
  });

  it.each(["nude woman, 2012 photo", "nackte Frau, Baujahr 2012", "naga kobieta, zdjęcie z 2012", "裸体女人, 2012年的照片", "5年生の先生"])(
    "reads no birth year in %j",
    (prompt) => {
      expect(findBirthYearAges(prompt)).toEqual([]);
    },
  );
});
