import type { LucideIcon } from "lucide-react";
import Briefcase from "lucide-react/icons/briefcase";
import Gauge from "lucide-react/icons/gauge";
import ImagePlus from "lucide-react/icons/image-plus";
import LayoutGrid from "lucide-react/icons/layout-grid";
import Palette from "lucide-react/icons/palette";
import PenLine from "lucide-react/icons/pen-line";
import ShieldCheck from "lucide-react/icons/shield-check";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import Sparkles from "lucide-react/icons/sparkles";
import Wand2 from "lucide-react/icons/wand-sparkles";
import { urls } from "~/utils/urls";

// Fixed copy of the generator list and detail pages (SPEC section 2); the home
// page's is in home-content.ts, so that the home page does not download this.

export type IconItem = { icon: LucideIcon; title: string; description: string };

export const GENERATOR_LIST_STEPS: IconItem[] = [
  { icon: LayoutGrid, title: "Choose a Generator", description: "Pick the generator that matches your style, from anime to photorealism." },
  { icon: PenLine, title: "Describe Your Idea", description: "Write a prompt in plain words. Add details for lighting, mood and composition." },
  { icon: Wand2, title: "Generate in Seconds", description: "Get a high-resolution image in seconds, then refine it as often as you like." },
];

export const AUDIENCES: IconItem[] = [
  {
    icon: ImagePlus,
    title: "Creators",
    description: "Thumbnails, posts and cover art that stand out in the feed, produced in minutes instead of hours.",
  },
  {
    icon: Briefcase,
    title: "Businesses",
    description: "On-brand visuals for ads, landing pages and product mock-ups without booking a photo shoot.",
  },
  { icon: Palette, title: "Artists", description: "Explore concepts, study composition and push your style further without creative restrictions." },
];

export const WHY_CHOOSE: IconItem[] = [
  { icon: Sparkles, title: "Uncensored Creativity", description: "Create without arbitrary topic filters. You set the limits of your own work." },
  { icon: Gauge, title: "Top Models in One Place", description: "Switch between GPT Image, DALL·E 3 and FLUX to find the look you want." },
  {
    icon: SlidersHorizontal,
    title: "Full Control",
    description: "Five aspect ratios, negative prompts and a private mode, all in one simple workspace.",
  },
  {
    icon: ShieldCheck,
    title: "Pay for What You Use",
    description: "One credit per image. Top up when you need more, or subscribe for the best value.",
  },
];

export const GENERATOR_LIST_FAQS = [
  {
    id: "list-faq-1",
    question: "What is an uncensored AI generator?",
    answer:
      "An image generator that does not block ideas behind an overcautious topic filter. You can explore mature, dark or unconventional themes; illegal content and content that harms real people are never allowed.",
  },
  {
    id: "list-faq-2",
    question: "Which generator should I choose?",
    answer:
      "Pick the one closest to the look you want: anime, portraits, fantasy art, photos or wallpapers. Every generator opens the same workspace, so you can change your mind at any time.",
  },
  {
    id: "list-faq-3",
    question: "How much does it cost?",
    answer: "Each image costs 1 credit. New accounts get free credits to start, and you can buy credit packs or subscribe to a plan for more.",
  },
  {
    id: "list-faq-4",
    question: "Can I use the images commercially?",
    answer: "Yes. The images you generate are yours to use in personal and commercial projects.",
  },
];

export const MORE_FROM_UNCENSORED = [
  { title: "Uncensored AI Apps", description: "Editing, headshots, tattoo design and more, built on the same engine.", to: urls.apps() },
  { title: "AI Image Gallery", description: "Browse featured images for inspiration before you start.", to: urls.gallery() },
  { title: "Open the Generator", description: "Jump straight into the workspace and create your first image.", to: urls.workspace() },
];

/** The three questions every generator page answers before its own FAQs. */
export function builtInGeneratorFaqs(title: string) {
  return [
    {
      id: "builtin-how",
      question: `How does the ${title} work?`,
      answer: `Describe what you want to see, choose your settings and press Generate. The ${title} sends your prompt to the selected AI model and returns a finished image in seconds.`,
    },
    {
      id: "builtin-what",
      question: `What images can I create with the ${title}?`,
      answer:
        "Anything you can describe: characters, scenes, landscapes, products and abstract art, in the style you choose. Illegal content and content that harms real people are not allowed.",
    },
    {
      id: "builtin-time",
      question: "How long does it take to generate an image?",
      answer: "Usually just a few seconds. Larger images and busy times can take a little longer; you can keep working while it renders.",
    },
  ];
}
