import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { PlanCard } from "~/modules/content/components/plan-card";
import type { Plan } from "~/modules/content/static-data";

/** The pages for organizers and brands: what is on offer, as a grid of cards with an icon, a title and a text. */
export function IconCards({ items, tone, bordered = false }: { items: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }>; tone: "primary" | "secondary"; bordered?: boolean }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className={cn("rounded-[var(--radius-card)] bg-white p-6", bordered && "border border-line")}>
          <item.icon aria-hidden="true" className={cn("size-8", tone === "primary" ? "text-primary" : "text-secondary")} />
          <h3 className="mt-4 font-display text-xl font-semibold">{item.title}</h3>
          <p className="mt-2 text-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** How it goes, step by step: numbered cards in a row of four. */
export function NumberedSteps({ steps, tone }: { steps: ReadonlyArray<{ title: string; text: string }>; tone: "primary" | "secondary" }) {
  return (
    <ol className="mt-10 grid gap-6 md:grid-cols-4">
      {steps.map((s, i) => (
        <li key={s.title} className="rounded-[var(--radius-card)] border border-line bg-white p-6">
          <span
            aria-hidden="true"
            className={cn("flex size-10 items-center justify-center rounded-full font-display text-lg font-bold text-white", tone === "primary" ? "bg-primary" : "bg-secondary")}
          >
            {i + 1}
          </span>
          <h3 className="mt-4 font-display text-lg font-semibold">{s.title}</h3>
          <p className="mt-1 text-sm text-muted">{s.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** The prices: a sand section (an anchor the hero links to) with a card per plan or package. */
export function PlanSection({ id, title, intro, plans, action }: { id: string; title: string; intro: string; plans: readonly Plan[]; action: (plan: Plan) => ReactNode }) {
  return (
    <section id={id} className="scroll-mt-24 bg-sand py-14 md:py-20" aria-labelledby={`${id}-heading`}>
      <div className="container-page">
        <h2 id={`${id}-heading`} className="text-3xl font-bold md:text-4xl">
          {title}
        </h2>
        <p className="mt-2 max-w-2xl text-lg text-muted">{intro}</p>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {plans.map((p) => (
            <li key={p.id}>
              <PlanCard plan={p} action={action(p)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
