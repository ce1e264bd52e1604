import { Star } from "lucide-react";
import { cn } from "~/lib/cn";
import { ratingLabel } from "~/modules/reviews/rules";

/** A star rating for display: one image with its accessible name ("4 von 5 Sternen"), the stars themselves hidden. */
export function Stars({ rating, average = false, className, size = "size-4" }: { rating: number; average?: boolean; className?: string; size?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={ratingLabel(rating, average)} className={cn("inline-flex shrink-0 items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} aria-hidden="true" className={cn(size, i <= filled ? "fill-[#f5a623] text-[#f5a623]" : "fill-transparent text-line")} strokeWidth={1.75} />
      ))}
    </span>
  );
}
