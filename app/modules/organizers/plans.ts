/** Organizer plans (spec §9). `null` = unlimited. */
export type PlanId = "starter" | "professional" | "enterprise";

export type Plan = {
  id: PlanId;
  label: string;
  /** per month; null = on request */
  priceCents: number | null;
  eventsPerMonth: number | null;
  ticketsPerEvent: number | null;
  apiAccess: boolean;
  /** Team members besides the profile's own account (issue 26); null = unlimited. */
  teamMembers: number | null;
  features: string[];
};

export const PLANS: Record<PlanId, Plan> = {
  starter: {
    id: "starter",
    label: "Starter",
    priceCents: 0,
    eventsPerMonth: 3,
    ticketsPerEvent: 100,
    apiAccess: false,
    teamMembers: 2,
    features: ["Bis zu 3 Events pro Monat", "Bis zu 100 Tickets pro Event", "Bis zu 2 Teammitglieder", "Check-in per QR-Code", "Statistiken und Teilnehmerlisten"],
  },
  professional: {
    id: "professional",
    label: "Professional",
    priceCents: 1900,
    eventsPerMonth: null,
    ticketsPerEvent: 1000,
    apiAccess: false,
    teamMembers: 10,
    features: ["Unbegrenzte Events", "Bis zu 1.000 Tickets pro Event", "Bis zu 10 Teammitglieder", "Webhooks und iCal-Feed", "Alles aus Starter"],
  },
  enterprise: {
    id: "enterprise",
    label: "Enterprise",
    priceCents: null,
    eventsPerMonth: null,
    ticketsPerEvent: null,
    apiAccess: true,
    teamMembers: null,
    features: ["Individuelle Kontingente", "API-Zugang", "Persönliche Betreuung", "Alles aus Professional"],
  },
};

/** The plan in force: a paid plan whose period ended falls back to Starter. */
export function effectivePlan(row: { plan: PlanId; planValidUntil: Date | null } | null | undefined, now = new Date()): Plan {
  if (!row) return PLANS.starter;
  if (row.plan === "professional" && (!row.planValidUntil || row.planValidUntil <= now)) return PLANS.starter;
  return PLANS[row.plan];
}

/** "2 / 3" or "2 / unbegrenzt" */
export function usageLabel(used: number, limit: number | null): string {
  return limit === null ? `${used} / unbegrenzt` : `${used} / ${limit}`;
}
