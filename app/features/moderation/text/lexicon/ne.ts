import type { Lexicon } from "./lexicon";

// Nepali (Devanagari; detectors take it for Hindi). "केटी" (girl) also names a
// young woman: a person word; "सानी केटी" (little girl) is a child. Short number
// words shared with Hindi words ("सत्र", a session) are left out.
export const ne: Lexicon = {
  language: "ne",
  minor: ["सानी केटी", "सानो केटा", "साना केटाकेटी", "केटाकेटी", "बालबालिका", "नाबालिग", "नाबालक", "नाबालिका", "किशोरी", "शिशु", "बालिका", "बालक", "बच्ची"],
  school: ["विद्यालय", "स्कूले", "स्कुले", "स्कुल ड्रेस", "विद्यालयको पोशाक", "कक्षा #"],
  abuse: ["बाल पोर्नोग्राफी", "बाल यौन दुर्व्यवहार"],
  sexualExplicit: ["नाङ्गो", "नाङ्गी", "नाङ्गा", "नग्न", "यौन", "सेक्स", "सम्भोग", "अश्लील", "लुगा नलगाएको", "लुगा नलगाएकी"],
  sexualSuggestive: ["भित्री वस्त्र", "सेक्सी", "कामुक"],
  adulthood: ["वयस्क", "बालिग"],
  notAdultBefore: ["होइन", "अझै", "लगभग", "चाँडै"],
  notAdultAfter: ["होइन", "भएको छैन"],
  adulthoodWeak: ["बूढी", "चाउरी"],
  youthCues: ["कोमल"],
  clothing: ["लुगा", "कपडा"],
  harmless: ["बालुवा"],
  counterparts: { girl: ["केटी"], boy: ["केटा"], woman: ["महिला", "आइमाई", "स्वास्नी"], man: ["पुरुष", "लोग्ने"] },
  ages: {
    numbers: { दुई: 2, पाँच: 5, एघार: 11, बाह्र: 12, तेह्र: 13, चौध: 14, पन्ध्र: 15, सोह्र: 16, अठार: 18 },
    units: ["वर्षकी", "वर्षको", "वर्षका", "वर्ष"],
    prefixes: ["उमेर"],
    persons: ["केटी", "केटा", "महिला"],
    // Templates that keep everyone from the number on ("older than #"), read in the exclusions.
    above: ["# वर्षभन्दा माथि", "# भन्दा माथि", "# भन्दा ठूला"],
    below: ["झन्डै", "लगभग"],
    notAfter: ["अघि", "पछि"],
  },
};
