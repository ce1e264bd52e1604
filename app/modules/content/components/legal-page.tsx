import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { parseGermanDate } from "~/lib/date-input";
import { Link } from "react-router";

export type LegalSection = { id: string; title: string; body: ReactNode };

/** Privacy, terms and imprint: back link home, date stamp, optional table of contents. */
export function LegalPage({
  city,
  eyebrow,
  title,
  intro,
  dateStamp,
  sections,
  toc = false,
}: {
  city: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** today's date, dd.MM.yyyy */
  dateStamp: string;
  sections: LegalSection[];
  toc?: boolean;
}) {
  return (
    <main className="container-page py-10 md:py-14">
      <div className="mx-auto max-w-3xl">
        <Link to={`/${city}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-strong hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> Zurück zur Startseite
        </Link>
        <p className="mt-4 text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold md:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-muted" data-testid="date-stamp">
          Stand: <time dateTime={parseGermanDate(dateStamp) ?? undefined}>{dateStamp}</time>
        </p>
        {intro ? <div className="mt-6 text-lg text-muted">{intro}</div> : null}

        {toc ? (
          <nav aria-labelledby="toc-heading" className="mt-8 rounded-[var(--radius-card)] border border-line bg-white p-5 md:p-6">
            <h2 id="toc-heading" className="text-lg font-bold">
              Inhaltsverzeichnis
            </h2>
            <ol className="mt-3 grid gap-1.5 md:grid-cols-2" data-testid="toc">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="inline-flex min-h-9 items-center text-primary-strong hover:underline">
                    {i + 1}. {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}

        <div className="mt-10 space-y-10">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} className="scroll-mt-28" data-testid="legal-section" aria-labelledby={`${s.id}-h`}>
              <h2 id={`${s.id}-h`} className="text-2xl font-bold">
                {toc ? `${i + 1}. ` : ""}
                {s.title}
              </h2>
              <div className="prose-de mt-3 leading-relaxed text-ink/90">{s.body}</div>
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
