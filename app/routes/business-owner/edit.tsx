import { ExternalLink, Settings } from "lucide-react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/edit";
import { pageUrl } from "~/lib/page-url.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRoleOr403, requireUser } from "~/auth-edge/guards.server";
import { PlaceAmenitiesSection, PlaceContactSection, PlaceDescriptionFields, PlaceImagesSection, PlaceOpeningHoursSection, PriceLevelField } from "~/modules/places/components/place-form-sections";
import { getOwnerPlaceEditView, pickOwnerPlace, saveOwnedPlace } from "~/modules/places/owner-places.server";
import { ownerPlaceFormSchema } from "~/modules/places/validation";
import { businessOwner, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, FormSection, InputField, SubmitButton, useActionResult, useZodForm, ZodForm } from "~/ui/back-office";
import { runFormAction } from "~/ui/back-office/form.server";
import { buttonClass } from "~/ui/button";
import { controlClass } from "~/ui/form-field";

/**
 * Bearbeiten (spec §2.3): what a business owner edits of the place they run — the admin's place form
 * pieces without slug, city, address, verified and active. `?place=<id>` chooses among several.
 */
export const meta: Route.MetaFunction = ({ data }) => [{ title: pageTitle(businessOwner, data ? { title: `${data.place.name} bearbeiten` } : businessOwner.pages.edit) }];

const placeParam = (request: Request) => pageUrl(request).searchParams.get("place");

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  try {
    const place = await pickOwnerPlace(actor, placeParam(request));
    if (!place) throw redirect(linkTo(businessOwner, "dashboard"));
    return await getOwnerPlaceEditView(actor, place.id);
  } catch (error) {
    throwAsResponse(error);
  }
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "user");
  const place = await pickOwnerPlace(actor, placeParam(request)).catch(throwAsResponse);
  if (!place) throw new Response("Ort nicht gefunden", { status: 404 });
  return runFormAction(request, ownerPlaceFormSchema, async (values) => {
    await saveOwnedPlace({ actor, id: place.id, values });
    return redirectWithToast(`${linkTo(businessOwner, "edit")}?place=${place.id}`, { type: "success", title: "Änderungen gespeichert", description: "Die öffentliche Seite zeigt sie ab sofort." });
  });
}

export default function OwnerPlaceEdit({ loaderData: d }: Route.ComponentProps) {
  const [form, fields] = useZodForm(ownerPlaceFormSchema, { id: `owner-place-${d.place.id}`, lastResult: useActionResult()?.submission, defaultValue: d.defaultValue });
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader
        back={{ to: linkTo(businessOwner, "manage"), label: "Mein Business" }}
        eyebrow="Bearbeiten"
        title={d.place.name}
        actions={
          <>
            <a href={d.place.settingsHref} className={buttonClass("outline")}>
              <Settings aria-hidden="true" className="size-4" /> Location-Einstellungen
            </a>
            {d.place.publicHref ? (
              <a href={d.place.publicHref} target="_blank" rel="noreferrer" className={buttonClass("outline")}>
                <ExternalLink aria-hidden="true" className="size-4" /> Öffentliche Seite
              </a>
            ) : null}
          </>
        }
      >
        Beschreibung, Bilder, Kontakt, Ausstattung und Öffnungszeiten. Adresse, Stadt und Verifizierung pflegt das Stadtpuls-Team – schreiben Sie uns, wenn sich daran etwas ändert.
      </BackOfficeHeader>
      {d.choices.length > 1 ? (
        <Form method="get" className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="place-choice" className="text-sm font-semibold text-ink">
              Welchen Ort bearbeiten?
            </label>
            <select id="place-choice" name="place" defaultValue={d.place.id} className={controlClass}>
              {d.choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass("outline")}>
            Öffnen
          </button>
        </Form>
      ) : null}
      <ZodForm form={form} encType="multipart/form-data">
        <FormSection title="Ort">
          <InputField field={fields.name} label="Name" />
          <PriceLevelField field={fields.priceLevel} />
          <PlaceDescriptionFields fields={fields} />
        </FormSection>
        <PlaceImagesSection fields={fields} currentImage={d.currentImage} currentFeaturedImage={d.currentFeaturedImage} />
        <PlaceContactSection fields={fields} />
        <PlaceAmenitiesSection field={fields.amenities} otherAmenities={d.otherAmenities} />
        <PlaceOpeningHoursSection field={fields.openingHours} errors={form.allErrors} />
        <div>
          <SubmitButton>Änderungen speichern</SubmitButton>
        </div>
      </ZodForm>
    </div>
  );
}
