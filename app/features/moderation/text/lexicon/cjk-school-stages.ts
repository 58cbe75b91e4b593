import type { WordTable } from "./word-tables";

// Chinese and Japanese name a pupil by school stage written together with a word
// for the pupil: "高中女生", "國中妹", "高中的女生", "中学の女子". Rather than listing
// each pairing, every stage is joined to every pupil word of its language. The stage
// alone is no entry where it hides in everyday words ("提高中文" holds "高中").
// Stage-years written as codes ("初二", "中2", "고1") are `standalone-grades.ts`'.
// `#` is a school year in digits or Han numerals (see `Lexicon`).

const joined = (stages: string[], pupils: string[]) => stages.flatMap((stage) => pupils.map((pupil) => `${stage}${pupil}`));

// Stages of mainland China and Taiwan, before a pupil word or "的" and one.
const ZH_STAGES = ["小学", "小學", "初中", "国中", "國中", "高中", "中学", "中學", "高职", "高職"].flatMap((stage) => [stage, `${stage}的`]);
const ZH_PUPILS = ["女生", "男生", "学生", "學生", "生", "妹", "妹子", "女孩", "男孩", "少女", "女学生", "女學生", "小女生"];
const ZH_YEARS = ["小学#年级", "小學#年級", "初中#年级", "初中#年級", "國中#年級", "国中#年级", "高中#年级", "高中#年級", "高中#年级学生"];
const ZH_GIRLS = ["女高中生", "女初中生", "女中学生", "女中學生", "女小学生", "女小學生"];

// Japan's stages, with the words for a pupil.
const JA_STAGES = ["小学", "中学", "高校", "小学校", "中学校", "高等学校"];
const JA_PUPILS = [
  "女子",
  "男子",
  "生",
  "女の子",
  "男の子",
  "の女子",
  "の男子",
  "の女の子",
  "の男の子",
  "少女",
  "女児",
  "男児",
  "女子生徒",
  "男子生徒",
];

export const CJK_SCHOOL_STAGES: WordTable = {
  zh: [...joined(ZH_STAGES, ZH_PUPILS), ...ZH_YEARS, ...ZH_GIRLS],
  ja: [...joined(JA_STAGES, JA_PUPILS), "女子生徒", "男子生徒"],
};
