import type { Lexicon } from "./lexicon";

// Marathi (Devanagari; detectors take it for Hindi). "मुलगी" is a girl and also a
// daughter or a young woman: a person word; with "लहान" (small) it is a child.
// Number words come from n2words (mr-IN).
export const mr: Lexicon = {
  language: "mr",
  minor: ["लहान मुलगी", "लहान मुलगा", "लहान मुले", "लहान मुलं", "लहान मूल", "अल्पवयीन", "बालिका", "बालक", "बाळ", "किशोरवयीन", "चिमुरडी", "चिमुकली"],
  school: ["शाळकरी", "शाळेतील मुलगी", "शाळेचा गणवेश", "शाळेच्या गणवेशात", "इयत्ता #"],
  abuse: ["बाल पोर्नोग्राफी", "बाल अश्लील"],
  sexualExplicit: ["नग्न", "नागडी", "नागडा", "नागडे", "कपड्यांशिवाय", "लैंगिक", "संभोग", "सेक्स", "पॉर्न", "अश्लील"],
  sexualSuggestive: ["अंतर्वस्त्र", "अंतर्वस्त्रात", "मादक", "सेक्सी", "बिकिनी"],
  adulthood: ["प्रौढ", "सज्ञान"],
  notAdultBefore: ["नाही", "अजून नाही", "जवळजवळ", "लवकरच"],
  notAdultAfter: ["नाही"],
  adulthoodWeak: ["म्हातारी", "सुरकुत्या"],
  youthCues: ["नाजूक"],
  clothing: ["कपडे", "वस्त्र"],
  harmless: ["बाळकडू"],
  counterparts: { girl: ["मुलगी"], boy: ["मुलगा"], woman: ["स्त्री", "बाई", "महिला"], man: ["पुरुष"] },
  ages: {
    numbers: {},
    units: ["वर्षांची", "वर्षांचा", "वर्षांचे", "वर्षाची", "वर्षाचा", "वर्षे"],
    prefixes: ["वय"],
    persons: ["मुलगी", "मुलगा", "स्त्री", "महिला"],
    // Templates that keep everyone from the number on ("older than #"), read in the exclusions.
    above: ["# वर्षांपेक्षा जास्त", "# पेक्षा मोठे", "# वर्षांवरील"],
    below: ["जवळजवळ"],
    notAfter: ["पूर्वी", "नंतर"],
  },
};
