export type EventCategoryId =
  | "featured"
  | "music"
  | "party"
  | "theater"
  | "art"
  | "spoken"
  | "food"
  | "sport"
  | "film"
  | "family";

export type EventCategorySeed = {
  id: EventCategoryId;
  name: string;
  color: string;
  /** lucide-react icon name (kebab-case) */
  icon: string;
  keywords: string[];
};

/** The ten home categories, in home-page order. */
export const EVENT_CATEGORIES: EventCategorySeed[] = [
  {
    id: "featured",
    name: "Highlights",
    color: "#b53c7a",
    icon: "sparkles",
    keywords: ["highlight", "festival", "premiere", "gala", "festwoche", "open air", "jubiläum", "stadtfest"],
  },
  {
    id: "music",
    name: "Musik",
    color: "#6d28d9",
    icon: "music",
    keywords: ["konzert", "band", "jazz", "live", "orchester", "chor", "klassik", "rock", "pop", "singer-songwriter", "sinfonie"],
  },
  {
    id: "party",
    name: "Party",
    color: "#db2777",
    icon: "party-popper",
    keywords: ["party", "club", "dj", "tanzen", "techno", "house", "disco", "tanznacht", "rave", "salsa"],
  },
  {
    id: "theater",
    name: "Theater",
    color: "#be123c",
    icon: "drama",
    keywords: ["theater", "bühne", "schauspiel", "oper", "musical", "ballett", "tanztheater", "improtheater", "kabarett", "comedy"],
  },
  {
    id: "art",
    name: "Kunst",
    color: "#0d9488",
    icon: "palette",
    keywords: ["kunst", "ausstellung", "galerie", "vernissage", "malerei", "fotografie", "skulptur", "atelier", "street art"],
  },
  {
    id: "spoken",
    name: "Lesungen & Talks",
    color: "#2563eb",
    icon: "mic",
    keywords: ["lesung", "vortrag", "talk", "diskussion", "poetry slam", "buch", "autorin", "autor", "literatur", "podium"],
  },
  {
    id: "food",
    name: "Essen & Trinken",
    color: "#ea580c",
    icon: "utensils",
    keywords: ["essen", "trinken", "markt", "wein", "bier", "streetfood", "kulinarik", "kochkurs", "verkostung", "brunch"],
  },
  {
    id: "sport",
    name: "Sport",
    color: "#16a34a",
    icon: "trophy",
    keywords: ["sport", "lauf", "fußball", "handball", "yoga", "radtour", "segeln", "kanu", "turnier", "fitness"],
  },
  {
    id: "film",
    name: "Film",
    color: "#475569",
    icon: "clapperboard",
    keywords: ["film", "kino", "open-air-kino", "dokumentarfilm", "kurzfilm", "filmfestival", "stummfilm", "preview"],
  },
  {
    id: "family",
    name: "Familie",
    color: "#0284c7",
    icon: "users",
    keywords: ["familie", "kinder", "kids", "ferien", "mitmachen", "puppentheater", "basteln", "spielen", "flohmarkt"],
  },
];

export type BlogCategorySeed = { name: string; slug: string; description: string; color: string; icon: string };

export const BLOG_CATEGORIES: BlogCategorySeed[] = [
  {
    name: "Stadtleben",
    slug: "stadtleben",
    description: "Neues aus den Vierteln, Menschen und Orte, die die Stadt prägen.",
    color: "#b53c7a",
    icon: "map-pin",
  },
  {
    name: "Kultur",
    slug: "kultur",
    description: "Bühnen, Museen, Ausstellungen und alles, was dazwischen entsteht.",
    color: "#554c9a",
    icon: "drama",
  },
  {
    name: "Essen & Trinken",
    slug: "essen-trinken",
    description: "Cafés, Restaurants, Märkte und die besten Adressen für zwischendurch.",
    color: "#ea580c",
    icon: "utensils",
  },
  {
    name: "Ausflüge",
    slug: "ausfluege",
    description: "Tagestouren an die Ostsee, ins Umland und in die Nachbarstädte.",
    color: "#0e7490",
    icon: "sailboat",
  },
  {
    name: "Interviews",
    slug: "interviews",
    description: "Gespräche mit Künstlerinnen, Veranstaltern und Menschen hinter den Kulissen.",
    color: "#10b981",
    icon: "mic",
  },
  {
    name: "Musik",
    slug: "musik",
    description: "Konzerttipps, Szeneberichte und neue Bands aus dem Norden.",
    color: "#6d28d9",
    icon: "music",
  },
];
