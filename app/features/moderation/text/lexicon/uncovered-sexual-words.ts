// Nudity and sex words of languages the text rules do not cover (ADR 057). The rules
// cannot read these languages, so they cannot tell a minor in them; what they can
// tell is that a request is sexual, and a sexual request in a language they cannot
// read is refused (ADR 024), whatever the NSFW switch says. No well-kept package
// lists such words for these languages (LDNOOBW's `naughty-words` covers languages
// the lexicons already cover; `washyourmouthoutwithsoap` is a machine translation of
// an English swear list), so this table is kept by hand: the standard words for
// "naked", "without clothes", "sex" and the commonest vulgar ones, as each
// language's dictionaries give them. A word that is also a word of a covered
// language (in its lexicon, SCOWL's English or its hunspell dictionary) has no
// place here: `uncovered-sexual-words.test.ts` checks that.
// An entry ending in "*" reads every word it begins (Amharic and the Indic
// languages inflect by endings); a space separates the words of a phrase.
// Latin-script entries are written without diacritics: the reader folds them.
// An entry beginning with "?" is also a rare word of a covered language's hunspell
// dictionary (Tagalog "hubad" is listed in the Hungarian one, Afrikaans "naak" in
// the Dutch one; neither is in a lexicon or SCOWL): like a short word, it counts
// only in a clause not plainly written in a covered language (ADR 077, set 9).

export const UNCOVERED_SEXUAL_WORDS: Record<string, readonly string[]> = {
  // Swahili
  sw: [
    "uchi",
    "utupu",
    "ngono",
    "bila nguo",
    "bila mavazi",
    "kufanya mapenzi",
    "kujamiiana",
    "kutombana",
    "kutomba",
    "kutombwa",
    "nyege",
    "uasherati",
    "matiti",
  ],
  // Amharic and Tigrinya (Ethiopic script)
  am: ["ራቁ*", "እርቃ*", "ዕርቃ*", "ወሲብ*", "ግብረ ሥጋ", "ግብረ ስጋ", "ብልት*"],
  // Urdu (the Arabic script's Urdu letters, and the shared ones in Urdu spelling)
  ur: ["ننگی", "ننگا", "ننگے", "برہنہ", "عریاں", "سیکس", "چدائی", "بے لباس", "بغیر کپڑوں", "ہم بستری", "پھدی", "چوت", "مباشرت"],
  // Pashto
  ps: ["لوڅ", "لوڅه", "بربنډ", "بربنډه"],
  // Hausa
  ha: ["tsirara", "tsiraici", "jima'i", "hotunan batsa", "ba tare da tufafi", "fasikanci"],
  // Yoruba
  yo: ["ihoho", "nihoho", "onihoho", "ibalopo", "ibalopọ"],
  // Igbo
  ig: ["gba oto", "ịgba ọtọ", "mmekọahu", "mmeko nwoke na nwanyi"],
  // Zulu and Xhosa ("nqunu" in every noun class: enqunu, ngenqunu, zinqunu)
  zu: ["*nqunu*", "ucansi", "ukulalana", "ubulili bokuya"],
  // Somali
  so: ["qaawan", "qaawanaan", "qaawo", "galmo", "wasmo", "siigo"],
  // Oromo
  om: ["qullaa", "saal-qunnamtii", "saalqunnamtii"],
  // Chichewa and Malagasy
  ny: ["maliseche", "mitanjaka", "miboridana"],
  // Kinyarwanda and Sesotho
  rw: ["yambaye ubusa", "ubusambanyi", "hlobotse"],
  // Bengali
  bn: ["নগ্ন*", "উলঙ্গ*", "ন্যাংটা*", "ন্যাংটো*", "যৌন*", "সেক্স*", "চোদা*", "বিবস্ত্র*"],
  // Tamil
  ta: ["நிர்வாண*", "அம்மண*", "ஆடையின்றி*", "உடலுறவு*", "செக்ஸ்*", "பாலியல்*"],
  // Telugu
  te: ["నగ్న*", "బట్టలు లేకుండా", "సెక్స్*", "లైంగిక*", "దెంగ*"],
  // Kannada
  kn: ["ನಗ್ನ*", "ಬೆತ್ತಲೆ*", "ಸೆಕ್ಸ್*", "ಲೈಂಗಿಕ*"],
  // Malayalam
  ml: ["നഗ്ന*", "സെക്സ്*", "ലൈംഗിക*", "തുണിയില്ലാ*"],
  // Gujarati
  gu: ["નગ્ન*", "નાગી", "નાગો", "સેક્સ*", "જાતીય*"],
  // Punjabi (Gurmukhi)
  pa: ["ਨੰਗੀ", "ਨੰਗਾ", "ਨੰਗੇ", "ਨਗਨ*", "ਸੈਕਸ*"],
  // Odia and Sinhala
  or: ["ଉଲଗ୍ନ*", "ନଗ୍ନ*", "ସେକ୍ସ*"],
  si: ["නිරුවත්*", "නග්න*", "ලිංගික*", "සෙක්ස්*"],
  // Tagalog and Cebuano
  tl: [
    "?hubad",
    "hubad na",
    "na hubad",
    "nakahubad",
    "naghubad",
    "maghubad",
    "hinubaran",
    "hubaran",
    "nakahubo",
    "hubo't hubad",
    "walang damit",
    "walang saplot",
    "walay sinina",
    "pakikipagtalik",
    "pagtatalik",
    "nagtatalik",
    "?kantot",
    "kinakantot",
    "kantotan",
    "kantutan",
    "malibog",
    "libog",
  ],
  // Georgian, Armenian
  ka: ["შიშველ*", "სექს*"],
  hy: ["մերկ*", "սեքս*"],
  // Khmer, Lao, Burmese
  km: ["អាក្រាត*", "សិច*"],
  lo: ["ເປືອຍ*", "ເພດ*"],
  my: ["အဝတ်မဲ့*", "ကိုယ်တုံးလုံး*", "လိင်*"],
  // Baltic languages
  lt: [
    "nuogas",
    "nuoga",
    "nuogi",
    "nuogos",
    "nuogą",
    "nuogai",
    "nuogybe",
    "nuogybes",
    "seksas",
    "sekso",
    "pasiturejimas",
    "apsinuoginusi",
    "apsinuogines",
  ],
  lv: ["pliks", "plikas", "?plika", "?pliku", "kails", "kailas", "?kaila", "?kailu", "kailums", "sekss", "seksuala", "izgerbusies", "izgerbies"],
  et: ["suguuhe", "seksikas", "alasti foto"],
  // Albanian, Icelandic, Welsh, Irish, Catalan, Basque, Maltese
  sq: ["lakuriq", "cveshur", "zhveshur", "seksuale"],
  is: ["nakin", "nakinn", "nakið", "nakinni", "kynlif"],
  cy: ["noeth", "noethlymun", "rhyw noeth"],
  ga: ["nocht", "lomnocht", "gnéas"],
  ca: ["despullada", "despullat", "despullades", "nueta"],
  eu: ["biluzik", "biluzi", "biluzia", "biluziak", "biluztuta", "larrugorritan", "larrugorrian"],
  mt: ["gharwien", "gharwiena", "għarwien", "għarwiena"],
  // Turkic languages and Mongolian
  az: ["cilpaq", "çılpaq", "cinsi əlaqə"],
  uz: ["yalangoch", "yalang'och", "jinsiy aloqa", "яланғоч*", "ялонғоч*", "жинсий*"],
  tk: ["yalanac", "ýalaňaç"],
  tt: ["ялангач*", "шәрә"],
  ug: ["يالىڭاچ*"],
  tg: ["урён*", "бараҳна*"],
  kk: ["жалаңаш", "жыныстық"],
  ky: ["жылаңач", "жыныстык"],
  mn: ["нүцгэн", "нүцгэлсэн", "бэлгийн харьцаа"],
  // Afrikaans and Yiddish
  af: ["kaalgat", "kaalbas", "?kaal", "?naak", "?nakend", "nakende", "ontklee", "?ontklede", "sonder klere"],
  // Frisian, Luxembourgish, Scottish Gaelic, Breton
  fy: ["neaken"],
  lb: ["plakeg", "plakegt"],
  gd: ["lomnochd", "ruisgte"],
  br: ["noazh"],
  // Javanese, Sundanese, Haitian Creole, Maori
  jv: ["wuda", "ora nganggo klambi"],
  su: ["taranjang", "buligir", "teu make baju"],
  ht: ["toutouni"],
  mi: ["tahanga"],
  yi: ["נאַקעט", "נאקעט"],
  // Bosnian, Croatian, Slovenian (not their words shared with Serbian)
  hr: ["gologuza", "gologuzi"],
  sl: ["gola punca", "slečena", "slecena", "razgaljena"],
  // Kurdish
  ku: ["tazî", "tazi", "ڕووت*"],
  // Belarusian (its own spellings; "голая" is Russian and read as Russian)
  be: ["аголен*", "распранут*"],
  // Assamese (Bengali script with its own spellings)
  as: ["উলংগ*"],
};
