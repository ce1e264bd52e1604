import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { Plan } from "~/modules/content/static-data";

export function PlanCard({ plan, action }: { plan: Plan; action?: ReactNode }) {
  return (
    <article
      data-testid="plan-card"
      className={cn(
        "relative flex h-full flex-col rounded-[var(--radius-card)] border bg-white p-6 md:p-7",
        plan.highlighted ? "border-primary shadow-lg ring-2 ring-primary/20" : "border-line",
      )}
    >
      {plan.badge ? (
        <span className={cn("absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-semibold", plan.highlighted ? "bg-primary text-white" : "bg-ink text-white")}>
          {plan.badge}
        </span>
      ) : null}
      <h3 className="font-display text-2xl font-bold">{plan.name}</h3>
      <p className="mt-1 text-muted">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-2">
        <span className="font-display text-4xl font-bold">{plan.price}</span>
        <span className="text-sm text-muted">{plan.priceNote}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2.5 text-sm">
        {plan.features.map((f) => (
          <li key={f} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-ink" />
            {f}
          </li>
        ))}
      </ul>
      {action ? <div className="mt-6">{action}</div> : null}
    </article>
  );
}
