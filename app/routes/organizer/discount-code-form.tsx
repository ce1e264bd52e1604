import { List } from "lucide-react";
import type { Route } from "./+types/discount-code-form";
import { formatDate } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { discountCodeFormSchema, MAX_BULK_CODES } from "~/modules/ticketing/discount-code-form";
import { discountScopeOptions, generateDiscountCodes, getDiscountCodeEditView, saveDiscountCode } from "~/modules/ticketing/discount-codes.server";
import { DISCOUNT_KIND, DISCOUNT_STATE } from "~/modules/ticketing/labels";
import { linkTo, organizer, pageTitle } from "~/registry";
import { BackOfficeHeader, CheckboxInputField, FormSection, InputField, SelectInputField, SubmitButton, useActionResult, useZodForm, ZodForm } from "~/ui/back-office";
import { DateTimeField } from "~/ui/back-office/date-time-field";
import { runFormAction } from "~/ui/back-office/form.server";
import { EnumBadge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

/** One form for a new code (`/organizer/discount-codes/create`, also many one-time codes) and an existing one (`…/:id/edit`). */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(organizer, data?.code ? { title: `Rabattcode ${data.code.code} bearbeiten` } : organizer.pages.discountCodeCreate) },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireOrganizerArea(request, "money");
  if (params.id) return getDiscountCodeEditView(actor, params.id).catch(throwAsResponse);
  return {
    code: null,
    options: await discountScopeOptions(actor),
    defaultValue: { kind: "percent", value: "", eventIds: [] as string[], categoryIds: [] as string[], minTickets: "1", quantity: "1", isActive: true },
  } as const;
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireOrganizerArea(request, "money", "write");
  // another organizer's code does not exist: 404 before the form is read, nothing changes
  if (params.id) await getDiscountCodeEditView(actor, params.id).catch(throwAsResponse);
  return runFormAction(request, discountCodeFormSchema, async (values) => {
    if (params.id) {
      await saveDiscountCode({ actor, id: params.id, values });
      return redirectWithToast(linkTo(organizer, "discountCodeEdit", { id: params.id }), { type: "success", title: "Änderungen gespeichert" });
    }
    if (values.quantity > 1) {
      const made = await generateDiscountCodes({ actor, values });
      return redirectWithToast(`${linkTo(organizer, "discountCodes")}?batch=${encodeURIComponent(made.batch)}`, {
        type: "success",
        title: `${made.count} Einmal-Codes erzeugt`,
        description: "Laden Sie sie über „Export“ als CSV herunter.",
      });
    }
    const saved = await saveDiscountCode({ actor, values });
    return redirectWithToast(linkTo(organizer, "discountCodeEdit", { id: saved.id }), { type: "success", title: "Rabattcode angelegt" });
  });
}

export default function DiscountCodeForm({ loaderData: d }: Route.ComponentProps) {
  const [form, fields] = useZodForm(discountCodeFormSchema, { id: `discount-${d.code?.id ?? "new"}`, lastResult: useActionResult()?.submission, defaultValue: d.defaultValue });
  const c = d.code;
  const kind = fields.kind.value ?? d.defaultValue.kind;
  // what was posted (a refused submit keeps the choice) or what is saved
  const list = (v: unknown, saved: readonly string[]) => new Set(v == null ? saved : Array.isArray(v) ? (v as string[]) : [String(v)]);
  const checkedEvents = list(fields.eventIds.value, d.defaultValue.eventIds);
  const checkedCategories = list(fields.categoryIds.value, d.defaultValue.categoryIds);
  // the chosen events first, so a code for one event shows it without scrolling
  const chosen = new Set(d.defaultValue.eventIds);
  const options = [...d.options].sort((a, b) => Number(chosen.has(b.id)) - Number(chosen.has(a.id)));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader
        back={{ to: linkTo(organizer, "discountCodes"), label: "Alle Rabattcodes" }}
        eyebrow="Verwaltung"
        title={c ? c.code : "Neuer Rabattcode"}
        actions={
          c?.batch ? (
            <a href={`${linkTo(organizer, "discountCodes")}?batch=${encodeURIComponent(c.batch)}`} className={buttonClass("outline")}>
              <List aria-hidden="true" className="size-4" /> Serie {c.batch}
            </a>
          ) : null
        }
      >
        {c ? (
          <span className="flex flex-wrap items-center gap-2">
            <EnumBadge of={DISCOUNT_STATE} value={c.state} /> {c.usedCount}-mal eingelöst, Umsatz {c.revenueLabel}. Angelegt am {formatDate(c.createdAt)}.
          </span>
        ) : (
          "Ein Code für Ihre Events – an der Kasse eingegeben, ohne Unterschied von Groß- und Kleinschreibung."
        )}
      </BackOfficeHeader>
      <ZodForm form={form}>
        <FormSection title="Code und Rabatt">
          <InputField
            field={fields.code}
            label={c ? "Code" : "Code (oder Präfix)"}
            hint={c ? "Buchstaben, Ziffern, - und _." : "Buchstaben, Ziffern, - und _. Bei mehr als einem Code: das Präfix, z. B. SPONSOR."}
            autoCapitalize="characters"
          />
          {c ? null : (
            <InputField
              field={fields.quantity}
              label="Anzahl Codes"
              inputMode="numeric"
              hint={`1 = genau dieser Code. Mehr (bis ${MAX_BULK_CODES.toLocaleString("de-DE")}) = zufällige Einmal-Codes mit diesem Präfix, je einmal einlösbar.`}
            />
          )}
          <SelectInputField field={fields.kind} label="Art des Rabatts" options={DISCOUNT_KIND.options()} />
          <InputField
            field={fields.value}
            label={kind === "amount" ? "Rabatt in Euro" : "Rabatt in Prozent"}
            inputMode="decimal"
            hint={kind === "amount" ? "Pro Bestellung, z. B. 5 oder 7,50." : "Ganze Zahl von 1 bis 100."}
          />
        </FormSection>
        <FormSection title="Gilt für" description="Nichts ausgewählt: alle Ihre Events und alle Ticketkategorien.">
          <fieldset className="md:col-span-2" aria-describedby={fields.eventIds.errors?.length ? fields.eventIds.errorId : undefined}>
            <legend className="mb-2 text-sm font-semibold text-ink">
              Events und Ticketkategorien{" "}
              <span className="font-normal text-muted">({chosen.size ? `${chosen.size} ausgewählt` : "alle"})</span>
            </legend>
            {options.length === 0 ? <p className="text-sm text-muted">Sie haben noch keine Events.</p> : null}
            <ul className="flex max-h-96 flex-col gap-3 overflow-y-auto rounded-xl border border-line p-3">
              {options.map((e) => (
                <li key={e.id}>
                  <label className="flex items-start gap-3 text-sm font-medium text-ink">
                    <input type="checkbox" name={fields.eventIds.name} value={e.id} defaultChecked={checkedEvents.has(e.id)} className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]" />
                    <span>
                      {e.title} <span className="font-normal text-muted">({formatDate(e.startDate)})</span>
                    </span>
                  </label>
                  {e.categories.length > 1 ? (
                    <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2 pl-8">
                      {e.categories.map((t) => (
                        <li key={t.id}>
                          <label className="flex items-center gap-2 text-sm text-ink">
                            <input type="checkbox" name={fields.categoryIds.name} value={t.id} defaultChecked={checkedCategories.has(t.id)} className="size-4 accent-[var(--color-primary)]" />
                            {t.name}
                          </label>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
            {fields.eventIds.errors?.length ? (
              <p id={fields.eventIds.errorId} className="mt-2 text-sm font-medium text-danger">
                {fields.eventIds.errors[0]}
              </p>
            ) : null}
            {fields.categoryIds.errors?.length ? <p className="mt-2 text-sm font-medium text-danger">{fields.categoryIds.errors[0]}</p> : null}
          </fieldset>
          <InputField field={fields.minTickets} label="Mindestanzahl Tickets" inputMode="numeric" hint="So viele Tickets (der gewählten Kategorien) muss die Bestellung enthalten." />
        </FormSection>
        <FormSection title="Zeitraum und Grenzen" description="Leer lassen: ohne Grenze.">
          <DateTimeField field={fields.validFrom} label="Gültig ab" />
          <DateTimeField field={fields.validUntil} label="Gültig bis" />
          <InputField field={fields.maxUses} label="Einlösungen insgesamt" inputMode="numeric" hint={c ? undefined : "Bei mehreren Codes: je Code einmal."} />
          <InputField field={fields.maxUsesPerBuyer} label="Einlösungen pro Person" inputMode="numeric" hint="Je Konto, bei Gästen je E-Mail-Adresse." />
          <CheckboxInputField field={fields.isActive} label="Aktiv" hint="Nur aktive Codes lassen sich an der Kasse einlösen." />
        </FormSection>
        <div>
          <SubmitButton>{c ? "Änderungen speichern" : "Rabattcode anlegen"}</SubmitButton>
        </div>
      </ZodForm>
    </div>
  );
}
