import { DEFAULT_CITY } from "~/lib/cities";
import type { Route } from "./+types/events-create";
import { pageUrl } from "~/lib/page-url.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole } from "~/auth-edge/guards.server";
import { EventEditor } from "~/modules/events/components/event-editor";
import { createEvent } from "~/modules/event-management/create-event.server";
import { getEventEditorOptions } from "~/modules/event-management/organizer-events.server";
import { eventFormSchema, EVENT_KINDS } from "~/modules/events/validation";
import { useActionResult } from "~/ui/back-office/action-result";
import { runFormAction } from "~/ui/back-office/form.server";
import { BackOfficeHeader } from "~/ui/back-office/page-header";

export const meta: Route.MetaFunction = () => [{ title: "Neues Event – Organisator – Stadtpuls" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "organizer");
  const kindParam = pageUrl(request).searchParams.get("kind");
  const kind = (EVENT_KINDS as readonly string[]).includes(kindParam ?? "") ? kindParam! : "event";
  // the new event's id, fixed now: submitting twice creates one event
  return { ...(await getEventEditorOptions(actor)), defaultValue: { formId: crypto.randomUUID(), kind, cityId: DEFAULT_CITY, maxTicketsPerOrder: "10", tickets: [] } };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRole(request, "organizer");
  return runFormAction(request, eventFormSchema, async (values) => {
    const { id } = await createEvent({ actor, values });
    return redirectWithToast(`/organizer/events/${id}/edit`, { type: "success", title: "Entwurf gespeichert", description: "Prüfen Sie die Vorschau und veröffentlichen Sie das Event." });
  });
}

export default function CreateEventPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionResult();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader eyebrow="Meine Inhalte" title="Neues Event" back={{ to: "/organizer/events", label: "Meine Events" }}>
        Es wird als Entwurf gespeichert. Sie sehen eine Vorschau und veröffentlichen, wenn alles stimmt.
      </BackOfficeHeader>
      <EventEditor lastResult={actionData?.submission} defaultValue={loaderData.defaultValue} categories={loaderData.categories} submitLabel="Entwurf speichern" />
    </div>
  );
}
