import { LogOut } from "lucide-react";
import type { Route } from "./+types/settings";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRoleOr403, requireUser } from "~/auth-edge/guards.server";
import { businessAlertsSchema } from "~/modules/engagement/business-alerts";
import { getBusinessAlerts, updateBusinessAlerts } from "~/modules/engagement/notification-settings.server";
import { leavePlace } from "~/modules/places/owner-places.server";
import { listManagedPlaces } from "~/modules/places/owner-scope.server";
import { businessOwner, linkTo, pageTitle } from "~/registry";
import {
  ActionResultNotice,
  BackOfficeHeader,
  CheckboxInputField,
  defineIntents,
  DetailSection,
  FormSection,
  IntentButton,
  SubmitButton,
  useActionResult,
  useZodForm,
  ZodForm,
} from "~/ui/back-office";
import { runIntents } from "~/ui/back-office/intents.server";
import { buttonClass } from "~/ui/button";

/**
 * Einstellungen (spec §2.3): which alerts the owner gets (new reviews, bookings) and leaving a
 * business. Leaving is refused while nobody else runs the place (a place is never left without
 * anyone to answer for it); otherwise it asks for confirmation first.
 */
export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.settings) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  const [alerts, places] = await Promise.all([getBusinessAlerts(actor), listManagedPlaces(actor)]);
  return { alerts, places: places.map((p) => ({ id: p.id, name: p.name })) };
}

const intents = defineIntents({
  save: { label: "Speichern", success: "Einstellungen gespeichert", scope: "form", input: businessAlertsSchema },
  leave: {
    label: "Business verlassen",
    success: "Sie haben das Business verlassen",
    tone: "danger",
    confirm: { title: "Business verlassen?", body: "Sie verwalten den Ort danach nicht mehr. Zurück kommen Sie nur durch eine Einladung aus dem Team." },
  },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "user");
  return runIntents(request, intents, {
    save: ({ input }) => updateBusinessAlerts({ actor, values: input }).then(() => redirectWithToast(linkTo(businessOwner, "settings"), { type: "success", title: intents.save.success })),
    leave: ({ id }) =>
      leavePlace({ actor, locationId: id })
        .then(() => redirectWithToast(linkTo(businessOwner, "dashboard"), { type: "success", title: intents.leave.success })),
  });
}

export default function BusinessSettings({ loaderData: d }: Route.ComponentProps) {
  const result = useActionResult();
  const [form, fields] = useZodForm(businessAlertsSchema, { id: "business-alerts", lastResult: result?.submission, defaultValue: d.alerts });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <BackOfficeHeader eyebrow="Business" title="Einstellungen">
        Benachrichtigungen für Ihr Business und das Verlassen eines Orts.
      </BackOfficeHeader>
      {result && !result.submission ? <ActionResultNotice result={result} /> : null}
      <ZodForm form={form}>
        <input type="hidden" name="intent" value="save" />
        <FormSection title="Benachrichtigungen" description="Per E-Mail und in der App – sofern Sie E-Mails in Ihren Profil-Einstellungen nicht ganz abgeschaltet haben.">
          <CheckboxInputField field={fields.businessNewReviews} label="Neue Bewertungen" hint="Wenn jemand einen Ihrer Orte bewertet." className="md:col-span-2" />
          <CheckboxInputField field={fields.businessBookings} label="Buchungen" hint="Wenn jemand Tickets für ein Event an Ihrer Location bucht." className="md:col-span-2" />
        </FormSection>
        <div className="mt-4">
          <SubmitButton>Speichern</SubmitButton>
        </div>
      </ZodForm>
      <DetailSection title="Business verlassen">
        <p className="text-sm text-muted">
          Verlassen Sie einen Ort, verwalten Sie ihn nicht mehr: Ihre Verknüpfung mit dem Ort und seinem Business-Profil wird gelöst. Das geht nur, solange noch jemand anderes im Team
          ist – als letzte Person laden Sie zuerst eine Nachfolgerin oder einen Nachfolger in den Location-Einstellungen ein. Vor dem Verlassen fragen wir noch einmal nach.
        </p>
        <ul className="mt-3 divide-y divide-line">
          {d.places.map((p) => (
            <li key={p.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <span className="font-semibold">{p.name}</span>
              <IntentButton intent="leave" spec={intents.leave} id={p.id} variant="outline" className={buttonClass("outline", "sm")} confirmTitle={`„${p.name}“ verlassen?`}>
                <LogOut aria-hidden="true" className="size-4" /> Business verlassen<span className="sr-only">: {p.name}</span>
              </IntentButton>
            </li>
          ))}
        </ul>
      </DetailSection>
    </div>
  );
}
