import {
  Camera,
  Coffee,
  Compass,
  Drama,
  Heart,
  Lightbulb,
  MapPin,
  Mic,
  Music,
  Newspaper,
  Palette,
  PartyPopper,
  Sparkles,
  Star,
  Ticket,
  Users,
  Utensils,
  type LucideIcon,
} from "lucide-react";

/** Lucide icons a blog category may name (stored as kebab-case names). */
const ICONS: Record<string, LucideIcon> = {
  camera: Camera,
  coffee: Coffee,
  compass: Compass,
  drama: Drama,
  heart: Heart,
  lightbulb: Lightbulb,
  "map-pin": MapPin,
  mic: Mic,
  music: Music,
  newspaper: Newspaper,
  palette: Palette,
  "party-popper": PartyPopper,
  sparkles: Sparkles,
  star: Star,
  ticket: Ticket,
  users: Users,
  utensils: Utensils,
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Newspaper;
  return <Icon aria-hidden="true" className={className} />;
}
