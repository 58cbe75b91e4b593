import type { Lexicon } from "./lexicon";

export const hi: Lexicon = {
  language: "hi",
  minor: ["बच्चा", "बच्ची", "बच्चे", "बच्चों", "लड़की छोटी", "छोटी लड़की", "छोटा लड़का", "किशोर", "किशोरी", "नाबालिग", "शिशु", "bachcha", "bachchi", "ladki chhoti", "nabalig"],
  school: ["स्कूली छात्रा", "स्कूल की लड़की", "स्कूल यूनिफॉर्म", "स्कूल ड्रेस"],
  abuse: ["बाल पोर्न"],
  sexualExplicit: ["नंगी", "नंगा", "नग्न", "सेक्स", "चुदाई", "गुप्तांग", "हस्तमैथुन", "nangi", "nanga"],
  sexualSuggestive: ["अंडरवियर", "बिकिनी", "सेक्सी", "कामुक"],
  adulthood: ["वयस्क", "बालिग"],
  adulthoodWeak: ["बूढ़ी", "बूढ़ा"],
  youthCues: [],
  clothing: ["कपड़े", "कपड़ों"],
  harmless: [],
  ages: {
    numbers: { ग्यारह: 11, बारह: 12, तेरह: 13, चौदह: 14, पंद्रह: 15, सोलह: 16, सत्रह: 17, दस: 10, नौ: 9, आठ: 8, सात: 7, अठारह: 18, बीस: 20 },
    units: ["साल", "वर्ष", "saal"],
    prefixes: ["उम्र", "umar"],
    persons: ["लड़की", "लड़का", "ladki", "ladka"],
  },
};
