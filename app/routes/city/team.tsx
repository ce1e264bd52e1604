import { Mail, Users } from "lucide-react";
import type { Route } from "./+types/team";
import { listTeamMembers } from "~/modules/content/team-jobs.server";
import { ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { PageHeader } from "~/ui/page-header";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(cityArea, cityArea.pages.team) },
  { name: "description", content: "Die Menschen hinter Stadtpuls – aus Lübeck für den ganzen Norden." },
];

export async function loader() {
  return { members: await listTeamMembers() };
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((p) => p.charAt(0))
    .slice(0, 2)
    .join("")
    .toUpperCase();

export default function Team({ loaderData, params }: Route.ComponentProps) {
  const { members } = loaderData;
  return (
    <main className="container-page py-10 md:py-14">
      <PageHeader eyebrow="Über uns" title="Das Team hinter Stadtpuls">
        Wir sind ein kleines Team aus Lübeck mit einer großen Liebe für Konzerte, Bühnen, Ateliers und die Menschen, die sie möglich machen.
      </PageHeader>
      {members.length === 0 ? (
        <EmptyState icon={<Users className="size-10" />} title="Team wird vorgestellt" className="mt-10">
          Hier stellen wir Ihnen bald die Menschen hinter Stadtpuls vor.
        </EmptyState>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="team-list">
          {members.map((m, i) => (
            <li key={m.id} className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-6">
              <div className="flex items-center gap-4">
                {m.imageUrl ? (
                  <img src={m.imageUrl} alt={`Porträt von ${m.name}`} width={72} height={72} className="size-18 rounded-full object-cover" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-18 shrink-0 items-center justify-center rounded-full font-display text-2xl font-bold text-white"
                    style={{ backgroundColor: ["var(--color-primary)", "var(--color-secondary)", "var(--color-accent-ink)"][i % 3] }}
                  >
                    {initials(m.name)}
                  </span>
                )}
                <div>
                  <h2 className="font-display text-xl font-semibold">{m.name}</h2>
                  <p className="text-sm font-semibold text-primary-strong">{m.role}</p>
                </div>
              </div>
              {m.bio ? <p className="mt-4 flex-1 text-muted">{m.bio}</p> : null}
              {m.email ? (
                <a href={`mailto:${m.email}`} className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink hover:text-primary-strong">
                  <Mail aria-hidden="true" className="size-4" /> {m.email}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <section className="mt-14 flex flex-col items-start gap-4 rounded-[var(--radius-card)] bg-primary-soft p-6 md:flex-row md:items-center md:justify-between md:p-8">
        <div>
          <h2 className="text-2xl font-bold">Lust, mitzumachen?</h2>
          <p className="mt-1 text-muted">Wir suchen Menschen, die Kultur in ihrer Stadt sichtbarer machen wollen.</p>
        </div>
        <ButtonLink to={`/${params.city}/jobs`}>Offene Stellen ansehen</ButtonLink>
      </section>
    </main>
  );
}
