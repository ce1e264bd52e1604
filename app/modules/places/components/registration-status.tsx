import { CheckCircle2, Clock, MailCheck, XCircle } from "lucide-react";
import { formatDate } from "~/lib/format";
import { REGISTRATION_STATE, type RegistrationState } from "~/modules/places/business-registration";
import { EnumBadge } from "~/ui/badge";

type Registration = {
  businessName: string;
  placeName: string | null;
  kind: "new" | "claim";
  state: RegistrationState;
  proofEmail: string | null;
  reason: string | null;
  createdAt: string;
  reviewedAt: string | null;
};

const ICON = { awaiting_email: MailCheck, pending: Clock, approved: CheckCircle2, rejected: XCircle } as const;

/** The state of a business-owner registration, as its applicant reads it (dashboard and register page). */
export function RegistrationStatus({ registration: r, compact = false }: { registration: Registration; compact?: boolean }) {
  const Icon = ICON[r.state];
  const subject = r.kind === "claim" && r.placeName ? `„${r.businessName}“ – Anspruch auf „${r.placeName}“` : `„${r.businessName}“`;
  return (
    <section aria-labelledby="registration-state" className="rounded-2xl border border-line bg-white p-6">
      <div className="flex flex-wrap items-center gap-3">
        <Icon aria-hidden="true" className={`size-6 ${r.state === "rejected" ? "text-danger" : r.state === "approved" ? "text-success" : "text-primary"}`} />
        <h2 id="registration-state" className="text-lg font-semibold">
          Ihre Registrierung {subject}
        </h2>
        <EnumBadge of={REGISTRATION_STATE} value={r.state} />
      </div>
      <p className="mt-2 text-sm text-muted">Eingereicht am {formatDate(r.createdAt)}{r.reviewedAt ? ` · bearbeitet am ${formatDate(r.reviewedAt)}` : ""}</p>
      {compact ? null : (
        <p className="mt-3">
          {r.state === "awaiting_email"
            ? `Wir haben einen Bestätigungslink an ${r.proofEmail ?? "Ihre geschäftliche Adresse"} gesendet. Öffnen Sie ihn, damit das Stadtpuls-Team Ihre Registrierung prüfen kann.`
            : r.state === "pending"
              ? "Das Stadtpuls-Team prüft Ihre Angaben, meist innerhalb von zwei Werktagen. Sie erhalten eine E-Mail, sobald entschieden ist."
              : r.state === "approved"
                ? "Ihre Registrierung ist freigegeben."
                : "Ihre Registrierung wurde abgelehnt."}
        </p>
      )}
      {r.state === "rejected" && r.reason ? (
        <div className="mt-3 rounded-xl bg-sand px-4 py-3">
          <p className="text-sm font-semibold">Begründung des Stadtpuls-Teams</p>
          <p className="mt-1 whitespace-pre-line">{r.reason}</p>
        </div>
      ) : null}
    </section>
  );
}
