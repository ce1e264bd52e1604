import { CheckCircle2, Clock, Send, XCircle } from "lucide-react";
import { Form, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/requests";
import { formatDate, formatDateTime } from "~/lib/format";
import { parseForm, readForm, runUseCase } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ORGANIZER_REQUEST_STATUS } from "~/modules/profile/labels";
import { listMyRequests, submitOrganizerRequest } from "~/modules/profile/organizer-requests.server";
import { requireUser } from "~/auth-edge/guards.server";
import { EVENT_TYPE_OPTIONS, organizerRequestSchema } from "~/modules/accounts/validation";
import { CITY_NAMES } from "~/lib/cities";
import { admin, city, linkTo, organizer, pageTitle } from "~/registry";
import { useActionResult } from "~/ui/back-office/action-result";
import { Badge } from "~/ui/badge";
import { Button, ButtonLink } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/form-field";
import { PageHeader } from "~/ui/page-header";
import { useToast } from "~/ui/toaster";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(city, city.pages.requests) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const requests = await listMyRequests(viewer.id);
  return {
    role: viewer.role,
    requests,
  };
}

/** One form: answers the redirect, or the refusal in the one action shape (`{ ok: false, code, message, fields }`). */
export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireUser(request);
  return runUseCase(async () => {
    const input = parseForm(await readForm(request), organizerRequestSchema);
    await submitOrganizerRequest({ actor: viewer, data: input });
    return redirectWithToast(linkTo(city, "requests", { city: params.city }), {
      type: "success",
      title: "Anfrage gesendet",
      description: "Wir prüfen Ihre Anfrage und melden uns per E-Mail und Benachrichtigung.",
    });
  });
}

/** The icon beside each status (labels and tones: ORGANIZER_REQUEST_STATUS). */
const STATUS_ICON = { pending: Clock, approved: CheckCircle2, rejected: XCircle };

const typeLabel = (id: string) => EVENT_TYPE_OPTIONS.find(([k]) => k === id)?.[1] ?? id;

export default function RequestsPage({ loaderData, params }: Route.ComponentProps) {
  const actionData = useActionResult();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  useToast(actionData && !actionData.ok ? { type: "error", title: "Anfrage nicht gesendet", description: actionData.message } : null, actionData);
  const { requests, role } = loaderData;
  const pending = requests.find((r) => r.status === "pending");
  const isOrganizer = role === "organizer" || role === "admin";
  const fromAuth = search.get("from") === "auth" && search.get("intent") === "organizer";
  const f = actionData?.fields ?? {};
  const cityName = CITY_NAMES[params.city as keyof typeof CITY_NAMES] ?? "";

  return (
    <main className="container-page py-10">
      <PageHeader eyebrow="Mein Konto" title="Meine Anfragen">
        Werden Sie Veranstalter:in auf Stadtpuls: Stellen Sie Ihre Anfrage – unser Team prüft sie in der Regel innerhalb von 24 Stunden.
      </PageHeader>

      {fromAuth && !isOrganizer && !pending ? (
        <p className="mt-6 rounded-2xl bg-primary-soft px-5 py-4 text-primary-strong" data-testid="organizer-intent">
          Schön, dass Sie dabei sind! Erzählen Sie uns kurz von Ihren Veranstaltungen – dann schalten wir Sie frei.
        </p>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="new-request">
          {isOrganizer ? (
            <div className="rounded-3xl border border-line bg-white p-6">
              <h2 id="new-request" className="text-2xl font-bold">Sie sind Veranstalter:in</h2>
              <p className="mt-2 text-muted">Ihr Konto ist freigeschaltet. Events, Blogartikel und Check-in verwalten Sie im Organisator-Dashboard.</p>
              <ButtonLink to={role === "admin" ? linkTo(admin, "dashboard") : linkTo(organizer, "dashboard")} className="mt-4">
                {role === "admin" ? "Zum Admin Dashboard" : "Zum Organisator Dashboard"}
              </ButtonLink>
            </div>
          ) : pending ? (
            <div className="rounded-3xl border border-line bg-white p-6">
              <h2 id="new-request" className="text-2xl font-bold">Ihre Anfrage wird geprüft</h2>
              <p className="mt-2 text-muted">
                Sie haben am {formatDate(pending.createdAt)} eine Anfrage für „{pending.organizationName}“ gestellt. Sobald wir entschieden haben,
                erhalten Sie eine Benachrichtigung und eine E-Mail.
              </p>
            </div>
          ) : (
            <Form method="post" noValidate className="flex flex-col gap-5 rounded-3xl border border-line bg-white p-5 sm:p-8">
              <div>
                <h2 id="new-request" className="text-2xl font-bold">Organisator werden</h2>
                <p className="mt-1 text-muted">Pflichtfelder sind mit * markiert.</p>
              </div>
              {actionData && !actionData.ok ? (
                <p role="alert" className="rounded-2xl border border-danger/30 bg-[#fef3f2] px-4 py-3 text-sm font-medium text-danger">
                  {actionData.message}
                </p>
              ) : null}
              <TextField label="Name der Organisation" name="organizationName" required maxLength={120} error={f.organizationName} />
              <TextAreaField
                label="Was veranstalten Sie?"
                name="description"
                required
                maxLength={2000}
                hint="Mindestens 20 Zeichen – z. B. Art, Größe und Häufigkeit Ihrer Veranstaltungen."
                error={f.description}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField label="Website" name="website" type="url" inputMode="url" placeholder="https://" error={f.website} />
                <TextField label="Telefon" name="phone" type="tel" autoComplete="tel" error={f.phone} />
              </div>
              <TextField label="Stadt" name="city" defaultValue={cityName} autoComplete="address-level2" error={f.city} />
              <fieldset>
                <legend className="text-sm font-semibold">
                  Geplante Veranstaltungsarten<span aria-hidden="true" className="text-primary"> *</span>
                </legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {EVENT_TYPE_OPTIONS.map(([id, label]) => (
                    <label key={id} className="flex min-h-11 items-center gap-3 rounded-xl border border-line px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
                      <input type="checkbox" name="eventTypes" value={id} className="size-5 accent-[var(--color-primary)]" />
                      {label}
                    </label>
                  ))}
                </div>
                {f.eventTypes ? (
                  <p role="alert" className="mt-1.5 text-sm font-medium text-danger">{f.eventTypes}</p>
                ) : null}
              </fieldset>
              <Button type="submit" size="lg" disabled={navigation.state !== "idle"} className="self-start">
                <Send aria-hidden="true" className="size-4" /> {navigation.state !== "idle" ? "Wird gesendet …" : "Anfrage senden"}
              </Button>
            </Form>
          )}
        </section>

        <section aria-labelledby="history">
          <h2 id="history" className="text-xl font-bold">Verlauf</h2>
          {requests.length === 0 ? (
            <p className="mt-3 rounded-2xl border border-dashed border-line bg-white/60 p-5 text-muted">Sie haben noch keine Anfragen gestellt.</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-3" data-testid="request-list">
              {requests.map((r) => {
                const Icon = STATUS_ICON[r.status];
                return (
                  <li key={r.id} className="rounded-2xl border border-line bg-white p-5">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="font-semibold">{r.organizationName}</p>
                      <Badge tone={ORGANIZER_REQUEST_STATUS.tone(r.status)}>
                        <Icon aria-hidden="true" className="size-3.5" /> {ORGANIZER_REQUEST_STATUS.label(r.status)}
                      </Badge>
                    </div>
                    <p className="mt-1 text-sm text-muted">Gestellt am {formatDateTime(r.createdAt)}</p>
                    {r.eventTypes.length ? <p className="mt-2 text-sm">{r.eventTypes.map(typeLabel).join(" · ")}</p> : null}
                    {r.adminResponse ? (
                      <div className="mt-3 rounded-xl bg-sand p-3 text-sm">
                        <p className="font-semibold">Antwort des Teams{r.reviewedAt ? ` vom ${formatDate(r.reviewedAt)}` : ""}</p>
                        <p className="mt-1 whitespace-pre-line">{r.adminResponse}</p>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
