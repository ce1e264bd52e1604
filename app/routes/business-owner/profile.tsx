import { ExternalLink } from "lucide-react";
import type { Route } from "./+types/profile";
import { requireRoleOr403, requireUser } from "~/auth-edge/guards.server";
import { SOCIAL_PLATFORMS, type SocialPlatform } from "~/lib/social-media";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ownerBusinessProfileSchema } from "~/modules/places/business-profile-form";
import { getOwnerBusinessProfileView, saveOwnerBusinessProfile } from "~/modules/places/owner-business-profile.server";
import { businessOwner, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, FormSection, ImageUploadField, InputField, SubmitButton, TextareaField, useActionResult, useZodForm, ZodForm } from "~/ui/back-office";
import { runFormAction } from "~/ui/back-office/form.server";
import { buttonClass } from "~/ui/button";

/** The owner's business profile (spec §3 Business profile): name, description, logo and social links. Another owner's profile → 404. */
export const meta: Route.MetaFunction = ({ data }) => [{ title: pageTitle(businessOwner, data ? { title: `${data.profile.name} bearbeiten` } : businessOwner.pages.profile) }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  return getOwnerBusinessProfileView(actor, params.profileId).catch(throwAsResponse);
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "user");
  // another owner's (or no) profile: 404 before the form is read
  await getOwnerBusinessProfileView(actor, params.profileId).catch(throwAsResponse);
  return runFormAction(request, ownerBusinessProfileSchema, async (values) => {
    const r = await saveOwnerBusinessProfile({ actor, id: params.profileId, values });
    return redirectWithToast(linkTo(businessOwner, "profile", { profileId: params.profileId }), { type: "success", title: r.changed ? "Änderungen gespeichert" : "Keine Änderungen" });
  });
}

export default function OwnerBusinessProfile({ loaderData: d }: Route.ComponentProps) {
  const [form, fields] = useZodForm(ownerBusinessProfileSchema, { id: `owner-business-${d.profile.id}`, lastResult: useActionResult()?.submission, defaultValue: d.defaultValue });
  const social = fields.socialMedia.getFieldset();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader
        back={{ to: linkTo(businessOwner, "manage"), label: "Mein Business" }}
        eyebrow="Business-Profil"
        title={d.profile.name}
        actions={
          <a href={d.profile.dashboardHref} target="_blank" rel="noreferrer" className={buttonClass("outline")}>
            <ExternalLink aria-hidden="true" className="size-4" /> Business-Dashboard
          </a>
        }
      >
        Name, Beschreibung, Logo und Social-Media-Links Ihres Business. Die Angaben zu Ihrem Ort ändern Sie unter „Bearbeiten“.
      </BackOfficeHeader>
      <ZodForm form={form} encType="multipart/form-data">
        <FormSection title="Business">
          <InputField field={fields.name} label="Name" autoComplete="organization" />
          <TextareaField field={fields.description} label="Beschreibung" className="md:col-span-2" />
          <ImageUploadField file={fields.logo} alt={fields.logoAlt} kept={fields.logoUrl} current={d.currentLogo} label="Logo" className="md:col-span-2" />
        </FormSection>
        <FormSection title="Social Media" description="Ein Link auf die Plattform oder, wo es ihn gibt, Ihr @name.">
          {(Object.keys(SOCIAL_PLATFORMS) as SocialPlatform[]).map((p) => (
            <InputField key={p} field={social[p]} label={SOCIAL_PLATFORMS[p].label} placeholder={SOCIAL_PLATFORMS[p].hint} />
          ))}
        </FormSection>
        <div>
          <SubmitButton>Änderungen speichern</SubmitButton>
        </div>
      </ZodForm>
    </div>
  );
}
