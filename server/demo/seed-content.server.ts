import type { ArtStyle } from "~/features/catalog/art";
import type { GeneratorPreset } from "~/db/schema";

// The demo catalogue a fresh start shows. Text only; seed.server.ts renders the
// pictures and writes the rows.

export type SeedItem = {
  slug: string;
  title: string;
  description: string;
  longDescription: string;
  featured: boolean;
  hidden: boolean;
  art: { style: ArtStyle; palette: number };
  /** What the visitor types in step one, e.g. "a lighthouse on a cliff at dusk". */
  promptExample: string;
  /** The four step descriptions, in the order of DEFAULT_STEP_TITLES. */
  steps: [string, string, string, string];
  benefits: Array<{ title: string; description: string }>;
  creations: string[];
  faqs: Array<{ question: string; answer: string }>;
  /** Generators: the 'Style' their 'Start Generating' opens the workspace with (ADR 032). */
  preset?: GeneratorPreset;
};

export type SeedApp = SeedItem & { icon: { style: ArtStyle; palette: number } };

const steps = (subject: string, settings: string, result: string): [string, string, string, string] => [
  `Describe ${subject} in plain words. Mention the subject, the mood and the details that matter to you; there is no list of forbidden topics to work around.`,
  `Pick ${settings}. Every option has a sensible default, so you can skip this step and come back to it later.`,
  `Press Generate and ${result} is ready in seconds. Not quite right? Adjust a word or two and run it again for one credit.`,
  "Download the full-resolution PNG, keep it private in your library or share it straight to your audience. What you make is yours to use.",
];

export const DEMO_GENERATORS: SeedItem[] = [
  {
    slug: "ai-art-generator",
    preset: {
      model: "flux",
      aspectRatio: "1:1",
      promptTemplate: "{prompt}, fine art, expressive brushwork, rich colour, gallery quality",
      negativePrompt: "blurry, low quality, watermark, text",
    },
    title: "AI Art Generator",
    description: "Turn any idea into striking digital artwork: painterly, abstract or surreal, without creative filters in your way.",
    longDescription:
      "The AI Art Generator turns a sentence into finished artwork in seconds. Ask for an oil painting of a harbour at dawn, a bold abstract poster or a dreamlike surreal scene, and get an image you can print, post or build on.\n\nNo rigid templates and no topic blacklist: you decide what your art is about. Fine-tune style, aspect ratio and model, then iterate until the piece matches the picture in your head.",
    featured: true,
    hidden: false,
    art: { style: "orbs", palette: 0 },
    promptExample: "an oil painting of a harbour at dawn",
    steps: steps("the artwork you imagine", "a model, an aspect ratio and the elements to exclude", "your artwork"),
    benefits: [
      {
        title: "Any Style, One Prompt",
        description: "Oil, watercolour, ink, pixel art or pure abstraction: name the style and the generator follows it.",
      },
      {
        title: "Creative Freedom",
        description: "Mature themes, dark moods and unconventional ideas are welcome. You set the boundaries of your own work.",
      },
      { title: "Print-Ready Results", description: "Download crisp, high-resolution images that hold up on canvas prints, posters and merchandise." },
    ],
    creations: ["Harbour at First Light", "Chromatic Dreams", "Velvet Nebula", "The Quiet Orchard", "Glass Garden", "Midnight Carnival"],
    faqs: [
      {
        question: "Which art styles does the AI Art Generator support?",
        answer:
          "Practically any style you can describe: classical painting, watercolour, ink, digital illustration, pixel art, collage and abstract work. Name the style in your prompt for the best results.",
      },
      {
        question: "Can I sell prints of the artwork I create?",
        answer:
          "Yes. Images you generate are yours to use, including for prints and merchandise. Please respect the rights of others when your prompt refers to real people or brands.",
      },
      {
        question: "Why does the same prompt give different results?",
        answer:
          "Each generation starts from fresh randomness, so you get a new take every time. Keep the prompt and regenerate to explore variations.",
      },
    ],
  },
  {
    slug: "ai-anime-generator",
    preset: {
      model: "flux",
      aspectRatio: "3:4",
      promptTemplate: "anime illustration of {prompt}, cel shading, clean line art, vibrant colours, detailed background",
      negativePrompt: "photorealistic, 3d render, blurry, watermark",
    },
    title: "AI Anime Generator",
    description: "Create anime and manga characters, scenes and key art in the style of your favourite studios, in seconds.",
    longDescription:
      "Bring characters to life with the AI Anime Generator. Describe a hero, a villain or a whole scene, pick a look from classic cel shading to modern key art, and watch it appear in seconds.\n\nPerfect for original characters, fan art, webtoon panels and profile pictures. Keep a character consistent by reusing the same descriptive phrases across prompts.",
    featured: true,
    hidden: false,
    art: { style: "bloom", palette: 4 },
    promptExample: "a silver-haired swordswoman on a rooftop under cherry blossoms",
    steps: steps("your character or scene", "a portrait or widescreen format and the model that suits your style", "your anime illustration"),
    benefits: [
      {
        title: "Studio-Quality Line Art",
        description: "Clean outlines, expressive eyes and vivid colour palettes that look like they came from a production sketchbook.",
      },
      {
        title: "Original Characters in Minutes",
        description: "Design outfits, hairstyles and poses for your own cast without drawing a single line.",
      },
      { title: "Every Sub-Genre", description: "Shonen action, slice-of-life, mecha, chibi or dark fantasy: switch genres with a single word." },
    ],
    creations: ["Blossom Sentinel", "Neon Alley Runner", "Sky Whale Voyage", "Festival Night", "Mecha Dawn", "Library of Spirits"],
    faqs: [
      {
        question: "Can I keep the same character across several images?",
        answer:
          "Reuse the same key description (hair, eyes, outfit, accessories) in every prompt. The closer the wording, the more consistent the character.",
      },
      {
        question: "Does it work for manga panels in black and white?",
        answer: "Yes. Add 'black and white manga panel, screentone shading' to your prompt for a print-style look.",
      },
      {
        question: "Can I use the images for my webcomic?",
        answer: "You can. Everything you generate is yours to publish, including in webcomics and on social media.",
      },
    ],
  },
  {
    slug: "ai-portrait-generator",
    preset: {
      model: "gpt-image-1",
      aspectRatio: "3:4",
      promptTemplate: "portrait of {prompt}, studio lighting, shallow depth of field, detailed face",
      negativePrompt: "distorted face, extra fingers, blurry, watermark",
    },
    title: "AI Portrait Generator",
    description: "Photoreal and stylised portraits with studio lighting, dramatic moods and full control over every detail.",
    longDescription:
      "The AI Portrait Generator creates lifelike and stylised portraits from a short description. Choose the age, expression, wardrobe, lighting and backdrop, and get a portrait that looks like it came out of a professional studio.\n\nUse it for character references, book covers, tabletop campaigns or concept work. Portrait and square formats are ready with one click.",
    featured: true,
    hidden: false,
    art: { style: "rings", palette: 2 },
    promptExample: "a weathered sea captain in soft window light, 85mm portrait",
    steps: steps("the person you want to portray", "portrait or square format and the lighting mood", "your portrait"),
    benefits: [
      {
        title: "Studio Lighting on Demand",
        description: "Rembrandt, butterfly, neon rim light or golden hour: describe the light and the generator sets it up.",
      },
      { title: "Real or Stylised", description: "Go for photorealism or switch to painted, comic or vintage film looks in the same session." },
      { title: "Consistent Framing", description: "Headshots, half-body and full-length framing respond reliably to simple camera terms." },
    ],
    creations: ["The Old Captain", "Amber Hour", "Neon Rim Light", "Portrait in Blue", "Silver Screen", "Desert Wanderer"],
    faqs: [
      {
        question: "Can I create portraits of real people?",
        answer: "The generator is made for original characters. Creating misleading images of real, identifiable people is not allowed.",
      },
      {
        question: "How do I get a more natural look?",
        answer:
          "Mention a camera and lens (for example '85mm, shallow depth of field') and natural light. Fewer style words usually means a more photographic result.",
      },
      {
        question: "Which aspect ratio works best for portraits?",
        answer: "3:4 Portrait is the classic choice; 1:1 Square suits profile pictures and avatars.",
      },
    ],
  },
  {
    slug: "ai-fantasy-art-generator",
    preset: {
      model: "flux",
      aspectRatio: "16:9",
      promptTemplate: "epic fantasy painting of {prompt}, dramatic lighting, highly detailed, concept art",
      negativePrompt: "modern buildings, cars, blurry, watermark",
    },
    title: "AI Fantasy Art Generator",
    description: "Epic landscapes, mythical creatures and legendary heroes for your stories, games and campaigns.",
    longDescription:
      "Dragons over frozen peaks, elven cities in the canopy, a lone knight at the edge of the world: the AI Fantasy Art Generator paints the worlds you write about.\n\nGame masters use it for session handouts, authors for covers and mood boards, and game developers for concept art. Widescreen format makes sweeping vistas; portrait format makes heroic character art.",
    featured: false,
    hidden: false,
    art: { style: "peaks", palette: 6 },
    promptExample: "a dragon circling a frozen mountain fortress at sunset",
    steps: steps("the world, creature or hero you imagine", "widescreen for vistas or portrait for characters", "your fantasy scene"),
    benefits: [
      { title: "Worlds Worth Exploring", description: "Sweeping landscapes with depth, atmosphere and detail that reward a second look." },
      { title: "Creatures and Heroes", description: "From noble griffins to grim warlords, describe any being and give it a setting to match." },
      { title: "Ready for Your Campaign", description: "Share handouts and scene art with your table in seconds, right when the story needs them." },
    ],
    creations: ["Frostpeak Citadel", "The Last Lantern", "Canopy Kingdom", "Ember Drake", "Moonlit Ruins", "Sunken Temple"],
    faqs: [
      {
        question: "Can I use the art for my tabletop campaign or novel cover?",
        answer: "Yes. The images are yours to use, including on covers, in rulebooks and in campaign materials.",
      },
      {
        question: "How do I get a more epic sense of scale?",
        answer: "Add scale cues such as 'tiny figure in the foreground' or 'vast valley below' and choose the 16:9 Widescreen format.",
      },
      { question: "Can it do dark fantasy?", answer: "Absolutely. Grim, gothic and horror-tinged fantasy is welcome; set the mood in your prompt." },
    ],
  },
  {
    slug: "ai-photo-generator",
    preset: {
      model: "gpt-image-1",
      aspectRatio: "4:3",
      promptTemplate: "photograph of {prompt}, natural light, 35mm lens, realistic detail",
      negativePrompt: "illustration, cartoon, painting, blurry",
    },
    title: "AI Photo Generator",
    description: "Photorealistic images of products, places and moments that never had to be staged or shot.",
    longDescription:
      "Skip the photo shoot. The AI Photo Generator produces realistic photographs of scenes, products and places from a text description, complete with believable lenses, lighting and depth of field.\n\nIdeal for blog headers, ad creatives, mood boards and mock-ups. Describe the camera, the time of day and the setting, and let the model handle the rest.",
    featured: false,
    hidden: false,
    art: { style: "waves", palette: 1 },
    promptExample: "a minimalist ceramic coffee cup on a sunlit oak table",
    steps: steps("the photo you need", "the aspect ratio for your channel and the model", "your photograph"),
    benefits: [
      { title: "No Shoot Required", description: "Get on-brand imagery without booking a studio, a photographer or a location." },
      {
        title: "Believable Detail",
        description: "Realistic materials, reflections and natural depth of field make images feel captured, not rendered.",
      },
      { title: "Any Format", description: "Square for feeds, widescreen for banners, vertical for stories: one prompt, every channel." },
    ],
    creations: ["Morning Ritual", "Coastal Road", "Rainy Window", "Studio Still Life", "Golden Field", "City at Blue Hour"],
    faqs: [
      {
        question: "Are the photos free to use commercially?",
        answer: "Yes, images you generate can be used in commercial projects such as ads, websites and social media.",
      },
      {
        question: "How do I make results look more like real photos?",
        answer: "Mention camera details (lens, aperture), lighting (soft window light, overcast) and avoid painterly style words.",
      },
      {
        question: "Can I generate product mock-ups?",
        answer: "Yes. Describe the product, material and setting; for exact branding, add your logo afterwards in an editor.",
      },
    ],
  },
  {
    slug: "ai-wallpaper-generator",
    preset: {
      model: "flux",
      aspectRatio: "16:9",
      promptTemplate: "wallpaper of {prompt}, clean composition, high resolution, rich gradients",
      negativePrompt: "text, watermark, logo, clutter",
    },
    title: "AI Wallpaper Generator",
    description: "One-of-a-kind wallpapers for desktop and phone, sized for your screen and your taste.",
    longDescription:
      "Make your screens unmistakably yours. The AI Wallpaper Generator creates unique backgrounds in widescreen or tall mobile formats, from calm gradients and minimal landscapes to neon cityscapes.\n\nGenerate a matching set for desktop and phone by keeping the prompt and switching the aspect ratio.",
    featured: false,
    hidden: false,
    art: { style: "horizon", palette: 9 },
    promptExample: "a synthwave sunset over a neon grid, minimal",
    steps: steps("the wallpaper you want", "16:9 Widescreen for desktop or 9:16 Mobile for phones", "your wallpaper"),
    benefits: [
      { title: "Sized for Your Screen", description: "Widescreen and tall formats fit monitors and phones without awkward cropping." },
      { title: "Matching Sets", description: "Keep the prompt, switch the format, and get desktop and phone wallpapers that belong together." },
      { title: "Endless Variety", description: "A new wallpaper every day, never the same as anyone else's." },
    ],
    creations: ["Retrowave Drive", "Aurora Drift", "Paper Mountains", "Liquid Chrome", "Calm Tide", "Night Bloom"],
    faqs: [
      {
        question: "What resolution are the wallpapers?",
        answer: "Images are generated at high resolution in the aspect ratio you choose, ready for most desktop and phone screens.",
      },
      {
        question: "Can I make a matching phone and desktop wallpaper?",
        answer: "Yes: run the same prompt twice, once with 16:9 Widescreen and once with 9:16 Mobile.",
      },
      { question: "Do I need to credit anyone?", answer: "No attribution is required for wallpapers you generate." },
    ],
  },
  {
    slug: "ai-concept-art-generator",
    preset: {
      model: "flux",
      aspectRatio: "16:9",
      promptTemplate: "concept art sheet of {prompt}, orthographic views, material call-outs, production design",
      negativePrompt: "photograph, blurry, watermark",
    },
    title: "AI Concept Art Generator",
    description: "Rapid concept sketches for games and film: environments, props and vehicles (private beta).",
    longDescription:
      "A private beta for studios: the AI Concept Art Generator produces rapid environment, prop and vehicle concepts for early pre-production.\n\nThis page is shared by direct link only while the beta runs.",
    featured: false,
    hidden: true,
    art: { style: "prism", palette: 5 },
    promptExample: "a modular desert outpost, orthographic concept sheet",
    steps: steps("the environment, prop or vehicle", "the sheet format and model", "your concept sketch"),
    benefits: [
      { title: "Fast Iteration", description: "Explore a dozen directions before lunch and bring the best three to review." },
      { title: "Production Vocabulary", description: "Understands orthographic views, call-outs and material breakdowns." },
      { title: "Private by Default", description: "Beta projects stay unlisted and out of public galleries." },
    ],
    creations: ["Desert Outpost", "Hover Freighter", "Market Arcade", "Signal Tower", "Cliffside Hangar", "Relay Station"],
    faqs: [
      { question: "How do I join the beta?", answer: "The beta is invite-only for now. Existing users can ask support for access." },
      { question: "Is beta output different from the other generators?", answer: "It uses the same models with prompts tuned for concept sheets." },
      { question: "Will the beta stay hidden?", answer: "It will be listed once it leaves beta." },
    ],
  },
];

export const DEMO_APPS: SeedApp[] = [
  {
    slug: "ai-image-editor",
    title: "AI Image Editor",
    description: "Change backgrounds, swap objects and restyle any picture by describing the edit in plain words.",
    longDescription:
      "Describe the change and the AI Image Editor makes it. Replace a grey sky with a sunset, turn a daytime street into a neon night scene, or restyle a photo as a watercolour, all without layers or masks.\n\nUpload your own image or start from one you generated, then refine step by step until it is exactly right.",
    featured: true,
    hidden: false,
    art: { style: "ribbons", palette: 11 },
    icon: { style: "rings", palette: 11 },
    promptExample: "replace the sky with a dramatic sunset",
    steps: steps("the edit you want", "edit mode, the model and what to keep unchanged", "your edited image"),
    benefits: [
      { title: "Edits in Plain Words", description: "No layers, masks or brushes: say what should change and the editor does the rest." },
      { title: "Keep What Matters", description: "List the parts to leave untouched and they stay exactly as they were." },
      { title: "Restyle Anything", description: "Turn a snapshot into a painting, a sketch or a film still with one instruction." },
    ],
    creations: ["Sunset Swap", "Neon Street", "Watercolour Harbour", "Winter Makeover", "Studio Backdrop", "Vintage Film Look"],
    faqs: [
      { question: "Which images can I edit?", answer: "PNG, JPEG and WebP images up to 5 MB, including images you generated here." },
      { question: "Does editing cost more than generating?", answer: "No. Each edit costs one credit, just like a new image." },
      { question: "Is my original image kept?", answer: "Yes. The edit creates a new image; your original stays untouched." },
    ],
  },
  {
    slug: "ai-headshot-studio",
    title: "AI Headshot Studio",
    description: "Professional headshots for profiles and teams, with studio backdrops and flattering light.",
    longDescription:
      "Look your best without booking a photographer. The AI Headshot Studio creates polished headshots with studio backdrops, flattering light and professional wardrobe in a few clicks.\n\nGreat for LinkedIn, speaker bios, team pages and press kits. Generate several looks and keep the one that feels most like you.",
    featured: true,
    hidden: false,
    art: { style: "rings", palette: 7 },
    icon: { style: "bloom", palette: 7 },
    promptExample: "a confident professional headshot, navy blazer, soft grey backdrop",
    steps: steps("the headshot you need", "square format, backdrop colour and lighting", "your headshot"),
    benefits: [
      { title: "Studio Look, No Studio", description: "Seamless backdrops and soft key light for a consistent, professional finish." },
      { title: "Team Consistency", description: "Use one prompt template for the whole team so every profile matches." },
      { title: "Many Looks in Minutes", description: "Try formal, casual and creative styles and pick your favourite." },
    ],
    creations: ["Boardroom Ready", "Creative Director", "Warm Studio", "Speaker Portrait", "Startup Founder", "Monochrome Classic"],
    faqs: [
      {
        question: "Can I use the headshots on LinkedIn?",
        answer: "Yes, the images are yours to use on professional profiles, websites and press materials.",
      },
      {
        question: "How do I keep the whole team consistent?",
        answer: "Share one prompt template (backdrop, lighting, framing) and only change the personal details.",
      },
      { question: "Which format should I choose?", answer: "1:1 Square fits most profile pictures; 3:4 Portrait suits bios and websites." },
    ],
  },
  {
    slug: "ai-tattoo-designer",
    title: "AI Tattoo Designer",
    description: "Explore tattoo ideas in fine-line, traditional, blackwork and watercolour styles before you book.",
    longDescription:
      "Find the design before you find the artist. The AI Tattoo Designer sketches tattoo concepts in fine-line, American traditional, blackwork, dotwork and watercolour styles.\n\nBring the designs to your tattoo artist as a reference and shape the final piece together.",
    featured: true,
    hidden: false,
    art: { style: "bloom", palette: 8 },
    icon: { style: "prism", palette: 4 },
    promptExample: "a fine-line peony with a crescent moon, minimal",
    steps: steps("the motif and placement", "the tattoo style and a square or tall format", "your tattoo concept"),
    benefits: [
      { title: "Every Tattoo Style", description: "Fine-line, traditional, neo-traditional, blackwork, dotwork and watercolour on request." },
      { title: "Try Before You Ink", description: "Compare many variations of your idea before making a permanent decision." },
      { title: "Artist-Friendly References", description: "Clean designs on plain backgrounds that your artist can adapt to your body." },
    ],
    creations: ["Moon Peony", "Traditional Swallow", "Dotwork Mandala", "Watercolour Fox", "Blackwork Serpent", "Fine-Line Wave"],
    faqs: [
      {
        question: "Can my tattoo artist use these designs?",
        answer: "Yes. Treat them as references; a good artist will adapt the design to your placement and skin.",
      },
      { question: "How do I get clean line art?", answer: "Add 'clean line art, white background, stencil' to your prompt." },
      {
        question: "Can I design cover-ups?",
        answer: "Describe the size and darkness needed; the designer will suggest bolder, darker compositions.",
      },
    ],
  },
  {
    slug: "ai-comic-creator",
    title: "AI Comic Creator",
    description: "Panels, characters and covers for comics and webtoons, from gritty noir to bright cartoon styles.",
    longDescription:
      "Tell your story one panel at a time. The AI Comic Creator draws characters, scenes and covers in the comic style you choose, from gritty noir to bright Saturday-morning cartoons.\n\nPlan a page, generate each panel, and assemble them in your favourite layout tool.",
    featured: false,
    hidden: false,
    art: { style: "prism", palette: 9 },
    icon: { style: "orbs", palette: 3 },
    promptExample: "a noir detective in a rain-soaked alley, comic panel",
    steps: steps("the panel or cover", "the comic style and panel format", "your comic art"),
    benefits: [
      { title: "Consistent Cast", description: "Reuse character descriptions to keep heroes recognisable from panel to panel." },
      { title: "Any Comic Style", description: "Noir, manga, European bande dessinée, superhero or cartoon on demand." },
      { title: "Covers That Pop", description: "Dramatic compositions with room for your title and credits." },
    ],
    creations: ["Rain City Noir", "Cosmic Crew", "Pocket Monsters Parade", "Detective Owl", "Rooftop Chase", "Issue One Cover"],
    faqs: [
      {
        question: "Can it add speech bubbles?",
        answer: "Lettering works best in a layout tool. Generate panels with empty space and add bubbles afterwards.",
      },
      {
        question: "How do I keep characters consistent?",
        answer: "Keep a short character sheet of fixed descriptions and paste it into every prompt.",
      },
      { question: "Can I publish the comic?", answer: "Yes, your generated panels are yours to publish, online or in print." },
    ],
  },
  {
    slug: "ai-avatar-lab",
    title: "AI Avatar Lab",
    description: "Stylised avatars for games, streams and communities (early access, direct link only).",
    longDescription:
      "Early access: the AI Avatar Lab creates stylised avatars for gaming profiles, streams and community servers.\n\nIt is shared by direct link while we collect feedback.",
    featured: false,
    hidden: true,
    art: { style: "orbs", palette: 10 },
    icon: { style: "waves", palette: 10 },
    promptExample: "a cyberpunk fox avatar with glowing visor",
    steps: steps("your avatar", "square format and a style", "your avatar"),
    benefits: [
      { title: "Made for Profiles", description: "Square compositions that read well at tiny sizes." },
      { title: "Stream-Ready", description: "Bold colours and clear silhouettes for overlays and emotes." },
      { title: "Early Access", description: "Shape the app with your feedback before it launches." },
    ],
    creations: ["Visor Fox", "Pixel Knight", "Nebula Cat", "Mask of Echoes", "Forest Spirit", "Chrome Wolf"],
    faqs: [
      { question: "Why is this app not listed?", answer: "It is in early access and shared by direct link only." },
      { question: "Can I use avatars on any platform?", answer: "Yes, the avatars are yours to use on gaming and community platforms." },
      { question: "Will my feedback be used?", answer: "Yes, early-access feedback decides what ships first." },
    ],
  },
];

export const DEMO_HOME_FAQS: Array<{ question: string; answer: string }> = [
  {
    question: "What does uncensored mean here?",
    answer:
      "You are not boxed in by an overly cautious topic filter: mature themes, dark moods and unconventional ideas are welcome. Illegal content and content that harms real people are never allowed.",
  },
  {
    question: "How many credits does an image cost?",
    answer: "Each generated image costs 1 credit. New accounts receive free credits to try it out, and you can buy more or subscribe at any time.",
  },
  {
    question: "Who owns the images I create?",
    answer: "You do. Images you generate are yours to download, share and use, including in commercial projects.",
  },
  {
    question: "Are my images private?",
    answer: "Turn on Private Mode and your images stay in your own library, visible only to you.",
  },
  {
    question: "Which AI models can I use?",
    answer: "Choose between GPT Image, DALL·E 3 and FLUX. Each has its strengths; GPT Image is the recommended default.",
  },
];

export type SeedMedia = { slug: string; alt: string; description: string; style: ArtStyle; palette: number; featured: boolean };

export const DEMO_MEDIA: SeedMedia[] = [
  {
    slug: "violet-dreamscape",
    alt: "Violet dreamscape with drifting light orbs",
    description: "Soft glowing orbs over a violet haze.",
    style: "orbs",
    palette: 0,
    featured: true,
  },
  {
    slug: "retrowave-sunset",
    alt: "Retrowave sunset over a neon grid",
    description: "A striped sun sinking behind a glowing grid.",
    style: "horizon",
    palette: 9,
    featured: true,
  },
  {
    slug: "ocean-layers",
    alt: "Layered ocean waves in deep blue",
    description: "Rolling waves stacked in shades of blue.",
    style: "waves",
    palette: 1,
    featured: true,
  },
  {
    slug: "ember-rings",
    alt: "Concentric ember rings around a bright core",
    description: "Warm rings radiating from a glowing centre.",
    style: "rings",
    palette: 2,
    featured: true,
  },
  {
    slug: "emerald-peaks",
    alt: "Emerald mountain ranges under a golden sun",
    description: "Misty ridges fading into a golden sky.",
    style: "peaks",
    palette: 3,
    featured: true,
  },
  {
    slug: "crimson-facets",
    alt: "Crimson low-poly crystal facets",
    description: "A field of faceted shapes in crimson and rose.",
    style: "prism",
    palette: 4,
    featured: true,
  },
  {
    slug: "indigo-bloom",
    alt: "Indigo flower bloom with luminous petals",
    description: "Layered petals unfolding around a bright centre.",
    style: "bloom",
    palette: 5,
    featured: true,
  },
  {
    slug: "silk-ribbons",
    alt: "Silk ribbons of light on a dusky background",
    description: "Flowing strokes of light crossing the frame.",
    style: "ribbons",
    palette: 6,
    featured: true,
  },
  {
    slug: "lagoon-glow",
    alt: "Teal lagoon glow with floating lights",
    description: "Teal and amber lights floating in a calm lagoon.",
    style: "orbs",
    palette: 7,
    featured: true,
  },
  {
    slug: "rose-dusk-peaks",
    alt: "Rose-tinted peaks at dusk",
    description: "Silhouetted mountains under a rose dusk sky.",
    style: "peaks",
    palette: 8,
    featured: true,
  },
  {
    slug: "amethyst-ribbons",
    alt: "Amethyst ribbons twisting through violet space",
    description: "Twisting violet ribbons with an amber accent.",
    style: "ribbons",
    palette: 11,
    featured: true,
  },
  {
    slug: "desert-waves",
    alt: "Desert dunes rendered as warm waves",
    description: "Warm sand-coloured waves under a low sun.",
    style: "waves",
    palette: 10,
    featured: true,
  },
  {
    slug: "midnight-rings",
    alt: "Midnight rings in indigo and cyan",
    description: "An unfeatured study kept in the library.",
    style: "rings",
    palette: 5,
    featured: false,
  },
  {
    slug: "copper-facets",
    alt: "Copper facets study",
    description: "An unfeatured study kept in the library.",
    style: "prism",
    palette: 2,
    featured: false,
  },
];
