import { FilePlus2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { CITY_IDS, CITY_NAMES, DEFAULT_CITY } from "~/lib/cities";
import type { BlogCategory } from "~/modules/content/blog-types";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { Button } from "~/ui/button";
import { SelectField, TextAreaField, TextField } from "~/ui/form-field";

/** The "new article" form of the organizer and admin areas (text first, layout later in the editor). */
export function BlogCreateForm({
  categories,
  result,
  eyebrow,
  back,
}: {
  categories: BlogCategory[];
  /** The action's last answer (a refusal is shown above the form and beside its fields). */
  result: ActionResult | undefined;
  eyebrow?: string;
  back?: { to: string; label: string };
}) {
  const fields = result?.fields ?? {};
  const busy = useNavigation().state === "submitting";
  return (
    <div className="max-w-3xl">
      <BackOfficeHeader eyebrow={eyebrow} title="Neuer Artikel" back={back}>
        Schreiben Sie den Text hier – Bilder, Zitate und Event-Karten fügen Sie danach im Editor auf der Artikelseite hinzu.
      </BackOfficeHeader>
      {result ? (
        <p role="alert" className="mt-6 rounded-xl border border-danger/30 bg-[#fdecea] px-4 py-3 text-sm font-medium text-danger">
          {result.message}
        </p>
      ) : null}
      <Form method="post" className="mt-6 grid gap-5 rounded-[var(--radius-card)] border border-line bg-white p-5 md:p-8" noValidate>
        <TextField label="Titel" name="title" required maxLength={200} error={fields.title} />
        <TextAreaField
          label="Kurzbeschreibung"
          name="excerpt"
          required
          maxLength={500}
          rows={2}
          className="min-h-20"
          error={fields.excerpt}
          hint="Erscheint in der Artikelliste und in Suchmaschinen."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Kategorie" name="categoryId" defaultValue="" error={fields.categoryId}>
            <option value="">Ohne Kategorie</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField label="Stadt" name="cityId" defaultValue={DEFAULT_CITY} error={fields.cityId}>
            <option value="">Alle Städte</option>
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
