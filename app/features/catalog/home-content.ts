import Download from "lucide-react/icons/download";
import Gauge from "lucide-react/icons/gauge";
import Lock from "lucide-react/icons/lock";
import PenLine from "lucide-react/icons/pen-line";
import ShieldCheck from "lucide-react/icons/shield-check";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import Sparkles from "lucide-react/icons/sparkles";
import Wand2 from "lucide-react/icons/wand-sparkles";
import type { IconItem } from "./static-content";
import { DEFAULT_STEP_TITLES } from "./step-titles";

// Fixed copy of the home page (SPEC section 2).

export const HOME_STEPS: IconItem[] = [
  { icon: PenLine, title: DEFAULT_STEP_TITLES[0], description: "Describe the image you want in your own words. Any subject, any mood, any style." },
  {
    icon: SlidersHorizontal,
    title: DEFAULT_STEP_TITLES[1],
    description: "Pick a model and an aspect ratio, and list anything you want left out of the picture.",
  },
  { icon: Wand2, title: DEFAULT_STEP_TITLES[2], description: "Press Generate and your image is ready in seconds, for just one credit." },
  { icon: Download, title: DEFAULT_STEP_TITLES[3], description: "Download the full-resolution file, keep it private, or share it with the world." },
];

export const HOME_BENEFITS: IconItem[] = [
  {
    icon: Sparkles,
    title: "True Creative Freedom",
    description: "No overcautious filters between you and your ideas. Mature themes and bold concepts are welcome.",
  },
  { icon: Gauge, title: "Fast, Sharp Results", description: "High-resolution images in seconds from leading models: GPT Image, DALL·E 3 and FLUX." },
  { icon: Lock, title: "Private When You Want", description: "Private Mode keeps your creations in your own library, visible only to you." },
  { icon: ShieldCheck, title: "Yours to Use", description: "Everything you create is yours, for personal and commercial projects alike." },
];
