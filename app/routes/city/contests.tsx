import { CalendarClock, CheckCircle2, Gift, Sparkles, Trophy, Users } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/contests";
import { AppError } from "~/lib/app-error";
import { cn } from "~/lib/cn";
import { formatDate, formatMoneyWhole, formatNumber } from "~/lib/format";
import { parseForm, readForm, runUseCase, zUuid } from "~/lib/route-helpers.server";
import { getViewer } from "~/modules/accounts/session.server";
import { RAFFLE_DIFFICULTY_LABELS, RAFFLE_STATUS_LABELS, type RaffleStatus } from "~/modules/content/labels";
import { timeLeftLabel } from "~/modules/content/raffle-status";
import { enterRaffle, listRaffles, type RaffleView } from "~/modules/content/raffles.server";
import { useViewer } from "~/lib/use-viewer";
import { Button, ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { TextAreaField } from "~/ui/form-field";
import { PageHeader } from "~/ui/page-header";
import { showToast } from "~/ui/toaster";
import { multiLine } from "~/lib/input";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(cityArea, cityArea.pages.contests) },
  { name: "description", content: "Tickets, Gutscheine und Erlebnisse gewinnen: die aktuellen Verlosungen auf Stadtpuls." },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const raffles = await listRaffles({ cityId: params.city, viewerId: viewer?.id ?? null });
  return { raffles, now: new Date().toISOString() };
}

const entrySchema = z.object({
  raffleId: zUuid,
  answer: multiLine(z.string().max(5000, "Die Antwort darf höchstens 5000 Zeichen lang sein.")).optional(),
});

export async function action({ request }: Route.ActionArgs) {
  return runUseCase(async () => {
    const viewer = await getViewer(request);
    if (!viewer) throw new AppError("UNAUTHENTICATED", { message: "Bitte melden Sie sich an, um an Verlosungen teilzunehmen." });
    const input = parseForm(await readForm(request), entrySchema);
    const result = await enterRaffle({ raffleId: input.raffleId, actor: viewer, answer: input.answer });
    return { ok: true as const, raffleId: input.raffleId, participants: result.participants };
  });
}

const statusTone: Record<RaffleStatus, string> = {
  active: "bg-[#dcfae6] text-success",
  ending_soon: "bg-[#fff3cd] text-warning",
  ended: "bg-sand text-muted",
  upcoming: "bg-secondary-soft text-secondary",
};

const difficultyTone = { einfach: "text-success", mittel: "text-warning", schwer: "text-danger" } as const;

function RaffleCard({ raffle, city, now }: { raffle: RaffleView; city: string; now: Date }) {
  const viewer = useViewer();
  const fetcher = useFetcher<typeof action>();
  const handled = useRef<unknown>(null);
  const result = fetcher.data;
  const justEntered = result?.ok === true && result.raffleId === raffle.id;
  const entered = raffle.entered || justEntered;
  const participants = justEntered ? result.participants : raffle.participants;
  const fieldError = result && !result.ok ? (result.fields?.answer ?? null) : null;
  const open = raffle.status === "active" || raffle.status === "ending_soon";
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (!result || fetcher.state !== "idle" || handled.current === result) return;
    handled.current = result;
    if (result.ok) showToast({ type: "success", title: "Sie nehmen teil!", description: `Viel Glück bei „${raffle.title}“.` });
    else showToast({ type: "error", title: "Teilnahme nicht möglich", description: result.message });
  }, [result, fetcher.state, raffle.title]);

  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-sm"
      data-testid="raffle-card"
      aria-labelledby={`raffle-${raffle.id}`}
    >
      <div className="relative aspect-[16/9] bg-sand">
        <img
          src={raffle.imageUrl ?? `/art/raffle/${raffle.difficulty}/${raffle.id}.svg`}
          alt={`Gewinn: ${raffle.prize}`}
          width={1200}
          height={675}
          loading="lazy"
          decoding="async"
          className={cn("size-full object-cover", raffle.status === "ended" && "grayscale")}
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          <span className={cn("rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm", statusTone[raffle.status])} data-testid="raffle-status">
            {RAFFLE_STATUS_LABELS[raffle.status]}
          </span>
          <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-ink shadow-sm">
            Schwierigkeit: <span className={difficultyTone[raffle.difficulty]}>{RAFFLE_DIFFICULTY_LABELS[raffle.difficulty]}</span>
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 id={`raffle-${raffle.id}`} className="font-display text-xl font-semibold leading-snug">
          {raffle.title}
        </h2>
        <p className="text-muted">{raffle.description}</p>
        <dl className="grid gap-2 text-sm">
          <div className="flex items-start gap-2">
            <dt className="flex">
              <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="sr-only">Gewinn</span>
            </dt>
            <dd>
              <span className="font-semibold text-ink">{raffle.prize}</span>
              {raffle.prizeValueCents ? <span className="text-muted"> · Wert {formatMoneyWhole(raffle.prizeValueCents)}</span> : null}
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt className="flex">
              <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="sr-only">Teilnahmeschluss</span>
            </dt>
            <dd>
              {raffle.status === "ended" ? "Beendet am " : raffle.status === "upcoming" ? `Startet am ${formatDate(raffle.startsAt)} · endet am ` : "Endet am "}
              <time dateTime={raffle.endDate}>{formatDate(raffle.endDate)}</time>
              {open ? <span className="text-muted"> · {timeLeftLabel(raffle.endDate, now)}</span> : null}
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt className="flex">
              <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="sr-only">Teilnehmende</span>
            </dt>
            <dd data-testid="raffle-participants">
              {formatNumber(participants)} {participants === 1 ? "Teilnahme" : "Teilnahmen"}
            </dd>
          </div>
          {raffle.sponsor ? (
            <div className="flex items-start gap-2">
              <dt className="flex">
                <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span className="sr-only">Gesponsert von</span>
              </dt>
              <dd className="text-muted">Gesponsert von {raffle.sponsor}</dd>
            </div>
          ) : null}
        </dl>
        {raffle.task ? (
          <p className="rounded-xl bg-sand px-4 py-3 text-sm">
            <span className="font-semibold">Aufgabe:</span> {raffle.task}
          </p>
        ) : null}

        <div className="mt-auto pt-2">
          {raffle.status === "ended" ? (
            <p className="flex items-center gap-2 rounded-xl border border-line px-4 py-3 text-sm font-semibold text-muted">
              <Trophy aria-hidden="true" className="size-4" /> Diese Verlosung ist beendet.
              {entered ? " Sie haben teilgenommen." : ""}
            </p>
          ) : entered ? (
            <p className="flex items-center gap-2 rounded-xl bg-[#dcfae6] px-4 py-3 text-sm font-semibold text-success" role="status">
              <CheckCircle2 aria-hidden="true" className="size-5" /> Sie nehmen teil – viel Glück!
            </p>
          ) : raffle.status === "upcoming" ? (
            <p className="rounded-xl border border-line px-4 py-3 text-sm text-muted">Die Teilnahme ist ab {formatDate(raffle.startsAt)} möglich.</p>
          ) : !viewer ? (
            <ButtonLink to={`/${city}/auth?redirectTo=${encodeURIComponent(`/${city}/contests`)}`} className="w-full">
              Anmelden und teilnehmen
            </ButtonLink>
          ) : (
            <fetcher.Form method="post" className="flex flex-col gap-3" noValidate>
              <input type="hidden" name="raffleId" value={raffle.id} />
              {raffle.task ? (
                <TextAreaField
                  label="Ihre Antwort"
                  name="answer"
                  required
                  maxLength={1000}
                  className="min-h-24"
                  error={fieldError ?? undefined}
                />
              ) : null}
              <Button type="submit" disabled={busy} className="w-full">
                {busy ? "Wird gesendet..." : "Jetzt teilnehmen"}
              </Button>
            </fetcher.Form>
          )}
        </div>
      </div>
    </article>
  );
}

export default function Contests({ loaderData, params }: Route.ComponentProps) {
  const { raffles } = loaderData;
  const now = new Date(loaderData.now);
  const running = raffles.filter((r) => r.status === "active" || r.status === "ending_soon");
  const others = raffles.filter((r) => !(r.status === "active" || r.status === "ending_soon"));
  const totalParticipants = raffles.reduce((s, r) => s + r.participants, 0);
  return (
    <main className="container-page py-10 md:py-14">
      <PageHeader eyebrow="Mitmachen & gewinnen" title="Verlosungen">
        Tickets, Gutscheine und besondere Erlebnisse: Melden Sie sich an, lösen Sie die Aufgabe und nehmen Sie mit etwas Glück Ihren Gewinn mit nach Hause.
      </PageHeader>

      <dl className="mt-8 grid grid-cols-2 gap-4 sm:max-w-lg">
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-4">
          <dt className="text-sm text-muted">Laufende Verlosungen</dt>
          <dd className="font-display text-3xl font-bold">{running.length}</dd>
        </div>
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-4">
          <dt className="text-sm text-muted">Teilnahmen insgesamt</dt>
          <dd className="font-display text-3xl font-bold">{formatNumber(totalParticipants)}</dd>
        </div>
      </dl>

      {raffles.length === 0 ? (
        <EmptyState icon={<Gift className="size-10" />} title="Gerade keine Verlosungen" className="mt-10">
          Schauen Sie bald wieder vorbei – neue Verlosungen starten regelmäßig.
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="running-heading" className="mt-10">
            <h2 id="running-heading" className="text-2xl font-bold md:text-3xl">
              Jetzt mitmachen
            </h2>
            {running.length === 0 ? (
              <p className="mt-4 text-muted">Im Moment läuft keine Verlosung. Die nächste startet bald.</p>
            ) : (
              <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {running.map((r) => (
                  <li key={r.id}>
                    <RaffleCard raffle={r} city={params.city} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {others.length > 0 ? (
            <section aria-labelledby="past-heading" className="mt-14">
              <h2 id="past-heading" className="text-2xl font-bold md:text-3xl">
                Demnächst und beendet
              </h2>
              <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {others.map((r) => (
                  <li key={r.id}>
                    <RaffleCard raffle={r} city={params.city} now={now} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}

      <section className="mt-14 rounded-[var(--radius-card)] bg-sand p-6 md:p-8" aria-labelledby="rules-heading">
        <h2 id="rules-heading" className="text-xl font-bold md:text-2xl">
          So funktioniert&apos;s
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {[
            ["Anmelden", "Mit Ihrem kostenlosen Stadtpuls-Konto können Sie an jeder Verlosung einmal teilnehmen."],
            ["Aufgabe lösen", "Beantworten Sie die kurze Frage oder Aufgabe – je nach Schwierigkeit einfach, mittel oder schwer."],
            ["Gewinnen", "Nach Teilnahmeschluss losen wir aus und benachrichtigen die Gewinner:innen per E-Mail."],
          ].map(([title, text], i) => (
            <li key={title} className="flex gap-3">
              <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white">
                {i + 1}
              </span>
              <div>
                <p className="font-semibold">{title}</p>
                <p className="text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-5 text-sm text-muted">
          Teilnahme ab 18 Jahren. Der Rechtsweg ist ausgeschlossen. Eine Barauszahlung der Gewinne ist nicht möglich. Mehr in unseren{" "}
          <Link to={`/${params.city}/terms`} className="font-semibold text-primary-strong underline">
            AGB
          </Link>{" "}
          und der{" "}
          <Link to={`/${params.city}/privacy`} className="font-semibold text-primary-strong underline">
            Datenschutzerklärung
          </Link>
          .
        </p>
      </section>
    </main>
  );
}
