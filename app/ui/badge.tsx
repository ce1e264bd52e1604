import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { Enum, Tone } from "~/lib/enum";
const tones: Record<Tone, string> = {
  primary: "bg-primary text-white",
  secondary: "bg-secondary text-white",
  accent: "bg-accent-ink text-white",
  neutral: "bg-sand text-ink",
  danger: "bg-danger text-white",
  warning: "bg-[#fff3cd] text-warning",
  success: "bg-[#dcfae6] text-success",
};

/** A short status label; it never wraps mid-word (pass `whitespace-normal` for a long one). */
export function Badge({ tone = "neutral", className, children }: { tone?: Tone; className?: string; children: ReactNode }) {
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", !className?.includes("whitespace-") && "whitespace-nowrap", tones[tone], className)}>
      {children}
    </span>
  );
}

/** The badge of an enum value (~/lib/enum): its German label in its tone. */
export function EnumBadge<V extends string>({ of, value, className }: { of: Enum<V>; value: string; className?: string }) {
  return (
    <Badge tone={of.tone(value)} className={className}>
      {of.label(value)}
    </Badge>
  );
}
