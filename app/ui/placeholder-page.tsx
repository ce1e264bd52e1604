import { Construction } from "lucide-react";

/** A page whose feature is being built: a German heading and a short note, never an error. */
export function PlaceholderPage({ title, intro }: { title: string; intro?: string }) {
  return (
    <main className="container-page py-12">
      <h1 className="text-3xl font-bold md:text-5xl">{title}</h1>
      <div className="mt-8 flex items-start gap-4 rounded-2xl border border-line bg-white p-6">
        <Construction aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <p className="text-muted">{intro ?? "Dieser Bereich wird gerade für Sie eingerichtet. Schauen Sie bald wieder vorbei."}</p>
      </div>
    </main>
  );
}
