import type { ReactNode } from "react";
import { Link } from "react-router";

/** A figure on a dashboard, optionally linking to where the work is. */
export function StatCard({ label, value, hint, to, tone = "neutral" }: { label: string; value: ReactNode; hint?: string; to?: string; tone?: "neutral" | "attention" }) {
  const body = (
    <>
      <p className="text-sm font-medium text-muted">{label}</p>
      <p className={`mt-1 font-display text-3xl font-bold ${tone === "attention" ? "text-primary-strong" : "text-ink"}`}>{value}</p>
      {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
    </>
  );
  const cls = "block rounded-2xl border border-line bg-white p-5";
  return to ? (
    <Link to={to} className={`${cls} transition-shadow hover:shadow-md`}>
      {body}
    </Link>
  ) : (
    <div className={cls}>{body}</div>
  );
}
