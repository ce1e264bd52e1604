import { Camera } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/edit";
import { AppError } from "~/lib/app-error";
import { parseInput, readForm, runUseCase } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getProfile, updateProfile } from "~/modules/profile/profile.server";
import { requireUser } from "~/auth-edge/guards.server";
import { profileSchema } from "~/modules/accounts/validation";
import { MAX_UPLOAD_BYTES } from "~/modules/media/store.server";
import { city, linkTo, pageTitle } from "~/registry";
import { useActionResult } from "~/ui/back-office/action-result";
import { Button } from "~/ui/button";
import { CheckboxField, TextField } from "~/ui/form-field";
import { useToast } from "~/ui/toaster";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(city, city.pages.profileEdit) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const p = await getProfile(viewer.id);
  return {
    email: viewer.email,
    firstName: p?.profile?.firstName ?? "",
    lastName: p?.profile?.lastName ?? "",
    displayName: p?.profile?.displayName ?? "",
    avatarUrl: p?.profile?.avatarUrl ?? null,
  };
}

/**
 * Answers in the one action shape (a refusal: `{ ok: false, code, message, fields }`). The profile
 * schema is written for `parseInput` (its fields trim and default themselves), not for conform.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireUser(request);
  return runUseCase(async () => {
    const cl = Number(request.headers.get("content-length") ?? 0);
    if (cl > MAX_UPLOAD_BYTES + 1_000_000) throw new AppError("VALIDATION", { message: "Das Bild ist zu groß (höchstens 8 MB).", fields: { avatar: "Das Bild ist zu groß (höchstens 8 MB)." } });
    const form = await readForm(request);
    const input = parseInput(
      { firstName: form.get("firstName"), lastName: form.get("lastName"), displayName: form.get("displayName") },
      profileSchema,
    );
    const file = form.get("avatar");
    await updateProfile({
      actor: viewer,
      ...input,
      avatar: file instanceof File && file.size > 0 ? file : null,
      removeAvatar: form.get("removeAvatar") === "on",
    });
    return redirectWithToast(linkTo(city, "profile", { city: params.city }), { type: "success", title: "Profil gespeichert", description: "Ihre Änderungen sind gespeichert." });
  });
}

export default function EditProfile({ loaderData }: Route.ComponentProps) {
  const actionData = useActionResult();
  const navigation = useNavigation();
  const [preview, setPreview] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  useToast(actionData && !actionData.ok ? { type: "error", title: "Nicht gespeichert", description: actionData.message } : null, actionData);
  const f = actionData?.fields ?? {};
  const shown = preview ?? loaderData.avatarUrl;
  return (
    <section aria-labelledby="edit-title" className="max-w-2xl">
      <h2 id="edit-title" className="text-2xl font-bold">Profil bearbeiten</h2>
      <Form method="post" encType="multipart/form-data" noValidate className="mt-6 flex flex-col gap-5 rounded-3xl border border-line bg-white p-5 sm:p-8">
        <div className="flex flex-wrap items-center gap-5">
          {shown ? (
            <img src={shown} alt="Vorschau Ihres Profilbilds" width={96} height={96} className="size-24 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="inline-flex size-24 items-center justify-center rounded-full bg-sand text-muted">
              <Camera className="size-8" />
            </span>
          )}
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold" id="avatar-label">Profilbild</p>
            <div className="flex flex-wrap items-center gap-3">
              <label
                htmlFor="avatar"
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold hover:border-ink/40 has-[:focus-visible]:outline-3"
              >
                <Camera aria-hidden="true" className="size-4" /> Bild auswählen
                <input
                  id="avatar"
                  name="avatar"
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  aria-describedby="avatar-hint"
                  className="sr-only"
                  onChange={(e) => {
                    const file = e.currentTarget.files?.[0];
                    setFileName(file?.name ?? null);
                    setPreview(file ? URL.createObjectURL(file) : null);
                  }}
                />
              </label>
              <span className="text-sm text-muted">{fileName ?? "Keine Datei ausgewählt"}</span>
            </div>
            <p id="avatar-hint" className="text-sm text-muted">JPG, PNG, WebP oder AVIF, höchstens 8 MB.</p>
            {f.file || f.avatar ? <p role="alert" className="text-sm font-medium text-danger">{f.file ?? f.avatar}</p> : null}
            {loaderData.avatarUrl ? <CheckboxField name="removeAvatar" label="Profilbild entfernen" /> : null}
          </div>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Vorname" name="firstName" defaultValue={loaderData.firstName} autoComplete="given-name" required maxLength={100} error={f.firstName} />
          <TextField label="Nachname" name="lastName" defaultValue={loaderData.lastName} autoComplete="family-name" required maxLength={100} error={f.lastName} />
        </div>
        <TextField
          label="Anzeigename"
          name="displayName"
          defaultValue={loaderData.displayName}
          maxLength={60}
          hint="So erscheinen Sie z. B. bei Kommentaren. Leer lassen für Vor- und Nachname."
          error={f.displayName}
        />
        <TextField label="E-Mail" name="email" defaultValue={loaderData.email} disabled hint="Die E-Mail-Adresse Ihres Kontos." />
        <Button type="submit" size="lg" className="self-start" disabled={navigation.state !== "idle"}>
          {navigation.state !== "idle" ? "Wird gespeichert …" : "Speichern"}
        </Button>
      </Form>
    </section>
  );
}
