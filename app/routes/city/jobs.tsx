import { Briefcase, CheckCircle2, Clock, Laptop, MapPin, Send } from "lucide-react";
import type { Route } from "./+types/jobs";
import { formatDate } from "~/lib/format";
import { JOB_TYPE_LABELS } from "~/modules/content/labels";
import { listJobPostings } from "~/modules/content/team-jobs.server";
import { buttonClass } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { PageHeader } from "~/ui/page-header";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(cityArea, cityArea.pages.jobs) },
  { name: "description", content: "Offene Stellen bei Stadtpuls in Lübeck: Redaktion, Entwicklung, Community und mehr." },
];

export async function loader() {
  return { jobs: await listJobPostings() };
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { jobs } = loaderData;
  return (
    <main className="container-page py-10 md:py-14">
      <PageHeader eyebrow="Karriere" title="Arbeiten bei Stadtpuls">
        Gestalten Sie mit uns die Kulturplattform des Nordens – in einem kleinen Team mit kurzen Wegen, viel Verantwortung und freiem Eintritt.
      </PageHeader>
      {jobs.length === 0 ? (
        <EmptyState icon={<Briefcase className="size-10" />} title="Gerade keine offenen Stellen" className="mt-10">
          Initiativbewerbungen sind trotzdem willkommen: <a href="mailto:jobs@stadtpuls.de" className="font-semibold text-primary-strong underline">jobs@stadtpuls.de</a>
        </EmptyState>
      ) : (
        <ul className="mt-10 space-y-6" data-testid="job-list">
          {jobs.map((j) => (
            <li key={j.id}>
              <article className="rounded-[var(--radius-card)] border border-line bg-white p-6 md:p-8" aria-labelledby={`job-${j.id}`}>
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div>
                    <p className="text-sm font-semibold text-primary-strong">{j.department}</p>
                    <h2 id={`job-${j.id}`} className="mt-1 font-display text-2xl font-semibold">
                      {j.title}
                    </h2>
                  </div>
                  <span className="rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-white" data-testid="job-type">
                    {JOB_TYPE_LABELS[j.type]}
                  </span>
                </div>
                <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
                  <li className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4" /> {j.location}
                  </li>
                  {j.remote ? (
                    <li className="inline-flex items-center gap-1.5">
                      <Laptop aria-hidden="true" className="size-4" /> Remote möglich
                    </li>
                  ) : null}
                  <li className="inline-flex items-center gap-1.5">
                    <Clock aria-hidden="true" className="size-4" /> Ausgeschrieben am {formatDate(j.postedAt)}
                  </li>
                </ul>
                <p className="mt-4 text-lg">{j.summary}</p>
                <details className="group mt-4">
                  <summary className="inline-flex min-h-11 cursor-pointer list-none items-center font-semibold text-primary-strong hover:underline">
                    <span className="group-open:hidden">Details anzeigen</span>
                    <span className="hidden group-open:inline">Details ausblenden</span>
                  </summary>
                  <div className="mt-3 grid gap-6 md:grid-cols-2">
                    <p className="text-muted md:col-span-2">{j.description}</p>
                    {j.requirements.length ? (
                      <div>
                        <h3 className="font-display text-lg font-semibold">Das bringen Sie mit</h3>
                        <ul className="mt-2 space-y-1.5 text-sm">
                          {j.requirements.map((r) => (
                            <li key={r} className="flex gap-2">
                              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-ink" /> {r}
                            </li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                    {j.benefits.length ? (
                      <div>
                        <h3 className="font-display text-lg font-semibold">Das bieten wir</h3>
                        <ul className="mt-2 space-y-1.5 text-sm">
                          {j.benefits.map((b) => (
                            <li key={b} className="flex gap-2">
                              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" /> {b}
                            </li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                  </div>
                </details>
                <div className="mt-5">
                  <a href={`mailto:jobs@stadtpuls.de?subject=${encodeURIComponent(`Bewerbung: ${j.title}`)}`} className={buttonClass()}>
                    <Send aria-hidden="true" className="size-4" /> Jetzt bewerben
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
