import { FilePlus2 } from "lucide-react";
import { Form, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/blogs-create";
import { CITY_IDS, CITY_NAMES } from "~/lib/cities";
import { parseForm, runUseCase } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole } from "~/modules/accounts/session.server";
import { listBlogCategories } from "~/modules/content/blog-queries.server";
import { createBlogPost } from "~/modules/content/create-blog-post.server";
import { blogCreateSchema } from "~/modules/content/validation";
import { Button } from "~/ui/button";
import { SelectField, TextAreaField, TextField } from "~/ui/form-field";

export const meta: Route.MetaFunction = () => [{ title: "Neuer Artikel – Organisator – Stadtpuls" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "organizer");
  return { categories: await listBlogCategories() };
}

const createSchema = blogCreateSchema.extend({ cityId: z.enum(CITY_IDS, { error: "Bitte wählen Sie eine Stadt." }) });

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireRole(request, "organizer");
  return runUseCase(async () => {
    const input = parseForm(await request.formData(), createSchema);
    const post = await createBlogPost({ author: { id: viewer.id, email: viewer.email, role: viewer.role }, ...input });
    return redirectWithToast(`/${input.cityId}/blog/${post.slug}`, {
      type: "success",
      title: input.status === "published" ? "Artikel veröffentlicht" : "Entwurf gespeichert",
      description: "Mit „Bearbeiten“ ergänzen Sie Bilder, Zitate und Event-Karten.",
    });
  });
}

export default function NewArticle({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  const busy = useNavigation().state === "submitting";
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold">Neuer Artikel</h1>
      <p className="mt-1 text-muted">Schreiben Sie den Text hier – Bilder, Zitate und Event-Karten fügen Sie danach im Editor auf der Artikelseite hinzu.</p>
      {result && !result.ok ? (
        <p role="alert" className="mt-6 rounded-xl border border-danger/30 bg-[#fdecea] px-4 py-3 text-sm font-medium text-danger">
          {result.message}
        </p>
      ) : null}
      <Form method="post" className="mt-6 grid gap-5 rounded-[var(--radius-card)] border border-line bg-white p-5 md:p-8" noValidate>
        <TextField label="Titel" name="title" required maxLength={200} error={fields.title} />
        <TextAreaField label="Kurzbeschreibung" name="excerpt" required maxLength={500} rows={2} className="min-h-20" error={fields.excerpt} hint="Erscheint in der Artikelliste und in Suchmaschinen." />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Kategorie" name="categoryId" defaultValue="" error={fields.categoryId}>
            <option value="">Ohne Kategorie</option>
            {loaderData.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField label="Stadt" name="cityId" defaultValue="luebeck" error={fields.cityId}>
            {CITY_IDS.map((c) => (
              <option key={c} value={c}>
                {CITY_NAMES[c]}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label="Text"
          name="body"
          required
          rows={12}
          maxLength={20000}
          error={fields.body}
          hint="Trennen Sie Absätze durch eine Leerzeile. Eine Zeile, die mit „## “ beginnt, wird zur Zwischenüberschrift."
        />
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">Status</legend>
          <div className="flex flex-wrap gap-3">
            <label className="flex min-h-11 items-center gap-2 rounded-xl border border-line px-4 has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
              <input type="radio" name="status" value="draft" defaultChecked className="size-4 accent-[var(--color-primary)]" /> Als Entwurf speichern
            </label>
            <label className="flex min-h-11 items-center gap-2 rounded-xl border border-line px-4 has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
              <input type="radio" name="status" value="published" className="size-4 accent-[var(--color-primary)]" /> Sofort veröffentlichen
            </label>
          </div>
        </fieldset>
        <div>
          <Button type="submit" disabled={busy}>
            <FilePlus2 aria-hidden="true" className="size-4" /> {busy ? "Wird gespeichert …" : "Artikel anlegen"}
          </Button>
        </div>
      </Form>
    </div>
  );
}
