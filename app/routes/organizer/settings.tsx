import { Check, ExternalLink } from "lucide-react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/settings";
import { city, linkTo, organizer, pageTitle } from "~/registry";
import { DEFAULT_CITY } from "~/lib/cities";
import { formatDate, formatMoney } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getOrganizerSettingsView } from "~/modules/organizers/settings-view.server";
import { updateOrganizerSettings } from "~/modules/organizers/update-organizer-settings.server";
import { startPlanUpgrade } from "~/modules/organizers/upgrade-plan.server";
import { SALES_NOTIFICATIONS } from "~/modules/organizers/labels";
import { organizerSettingsSchema } from "~/modules/organizers/validation";
import { FormSection, InputField, SelectInputField, SubmitButton, TextareaField, useZodForm, ZodForm } from "~/ui/back-office";
import { useActionResult } from "~/ui/back-office/action-result";
import { defineIntents } from "~/ui/back-office/intents";
import { runIntents } from "~/ui/back-office/intents.server";
import { Badge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { useToast } from "~/ui/toaster";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.settings) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireOrganizerArea(request, "admin");
  try {
    return await getOrganizerSettingsView(actor);
  } catch (error) {
    throwAsResponse(error);
  }
}

const intents = defineIntents({
  save: { label: "Einstellungen speichern", success: "Einstellungen gespeichert", scope: "form", input: organizerSettingsSchema },
  upgrade: { label: "Auf Professional wechseln", scope: "form" },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireOrganizerArea(request, "admin");
  return runIntents(request, intents, {
    save: ({ input }) =>
      updateOrganizerSettings({ actor, values: input }).then(() => redirectWithToast(linkTo(organizer, "settings"), { type: "success", title: intents.save.success })),
    upgrade: async () => redirect((await startPlanUpgrade({ actor })).redirectUrl),
  });
}

export default function OrganizerSettings({ loaderData: d }: Route.ComponentProps) {
  const actionData = useActionResult();
  useToast(actionData?.ok === false && !actionData.submission ? { type: "error", title: "Fehler", description: actionData.message } : null, actionData);
  const [form, fields] = useZodForm(organizerSettingsSchema, { lastResult: actionData?.submission, defaultValue: d.profile });
  return (
    <div className="space-y-10">
      <BackOfficeHeader
        eyebrow="Verwaltung"
        title="Einstellungen"
        actions={
          d.publicHref ? (
            <a href={d.publicHref} className={buttonClass("outline")}>
              <ExternalLink aria-hidden="true" className="size-4" /> Öffentliches Profil
            </a>
          ) : null
        }
      >
        Ihr öffentliches Veranstalterprofil, Benachrichtigungen und Ihr Tarif.
      </BackOfficeHeader>

      <ZodForm form={form} className="max-w-3xl">
        <input type="hidden" name="intent" value="save" />
        <FormSection title="Öffentliches Profil" description="So erscheinen Sie auf Ihren Eventseiten und der Veranstalterseite.">
          {/* the section lays its fields out in two columns; name and description take a row each */}
          <InputField field={fields.name} label="Name" className="md:col-span-2" />
          <TextareaField field={fields.description} label="Beschreibung" rows={5} className="md:col-span-2" />
          <InputField field={fields.website} label="Website" type="url" placeholder="https://" />
          <InputField field={fields.email} label="Kontakt-E-Mail" type="email" />
          <InputField field={fields.phone} label="Telefon" type="tel" />
          <InputField field={fields.instagram} label="Instagram" placeholder="@name oder https://instagram.com/…" />
          <InputField field={fields.facebook} label="Facebook" placeholder="@name oder https://facebook.com/…" />
        </FormSection>
        <FormSection title="Benachrichtigungen zu Verkäufen">
          <SelectInputField
            field={fields.salesNotifications}
            label="E-Mails zu Ticketverkäufen"
            options={SALES_NOTIFICATIONS.options()}
            className="md:col-span-2"
            hint={
              <>
                An Ihre Konto-Adresse <strong className="font-semibold text-ink">{d.salesMailTo}</strong>. Die tägliche Zusammenfassung kommt morgens ab 8 Uhr und nennt die
                Buchungen des Vortags je Event; an Tagen ohne Buchung kommt keine.
              </>
            }
          />
        </FormSection>
        <div>
          <SubmitButton>{intents.save.label}</SubmitButton>
        </div>
      </ZodForm>

      <section id="tarif" aria-labelledby="plans" className="space-y-4">
        <div>
          <h2 id="plans" className="text-2xl font-bold">
            Tarif
          </h2>
          <p className="mt-1 text-muted">
            Diesen Monat veröffentlicht: {d.publishedThisMonth} Events
            {d.currentPlan === "professional" && d.planValidUntil ? ` · Professional läuft bis ${formatDate(d.planValidUntil)}` : ""}
          </p>
        </div>
        <div className="grid gap-4 lg:grid-cols-3">
          {d.plans.map((p) => {
            const current = p.id === d.currentPlan;
            return (
              <article key={p.id} className={`flex flex-col rounded-2xl border bg-white p-5 ${current ? "border-primary ring-2 ring-primary/30" : "border-line"}`}>
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-xl font-bold">{p.label}</h3>
                  {current ? <Badge tone="primary">Ihr Tarif</Badge> : null}
                </div>
                <p className="mt-2 font-display text-3xl font-bold">
                  {p.priceCents === null ? "Auf Anfrage" : p.priceCents === 0 ? "Kostenlos" : formatMoney(p.priceCents)}
                  {p.priceCents ? <span className="text-base font-medium text-muted"> / Monat</span> : null}
                </p>
                <ul className="mt-4 flex-1 space-y-2 text-sm">
                  {p.features.map((f) => (
                    <li key={f} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" /> {f}
                    </li>
                  ))}
                </ul>
                <div className="mt-5">
                  {p.id === "professional" && d.currentPlan === "starter" ? (
                    <Form method="post">
                      <button type="submit" name="intent" value="upgrade" className={buttonClass("primary", "md", "w-full")}>
                        {intents.upgrade.label}
                      </button>
                    </Form>
                  ) : p.id === "enterprise" && !current ? (
                    <a href={linkTo(city, "contact", { city: DEFAULT_CITY })} className={buttonClass("outline", "md", "w-full")}>
                      Angebot anfragen
                    </a>
                  ) : null}
                </div>
              </article>
            );
          })}
        </div>
      </section>
    </div>
  );
}
