import { Construction } from "lucide-react";

/** A page of the organizer/business/admin areas whose feature is being built. */
export function AreaPlaceholder({ title }: { title: string }) {
  return (
    <div>
      <h1 className="text-3xl font-bold">{title}</h1>
      <div className="mt-6 flex items-start gap-4 rounded-2xl border border-line bg-white p-6">
        <Construction aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <p className="text-muted">Dieser Bereich wird gerade eingerichtet.</p>
      </div>
    </div>
  );
}
