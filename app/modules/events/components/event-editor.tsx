import type { FieldMetadata } from "@conform-to/react";
import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { CITY_IDS, CITY_NAMES } from "~/lib/cities";
import { VenueField } from "~/modules/events/components/venue-field";
import { EVENT_KIND_LABELS, EVENT_KINDS, eventFormSchema } from "~/modules/events/validation";
import { WAITLIST_HOLD_HOURS } from "~/modules/events/waitlist-hold";
import { DateTimeField } from "~/ui/back-office/date-time-field";
import {
  CheckboxInputField,
  FormSection,
  InputField,
  SelectInputField,
  SubmitButton,
  TextareaField,
  useZodForm,
  ZodForm,
  type SubmissionResult,
} from "~/ui/back-office/form";
import { ImageUploadField } from "~/ui/back-office/image-upload";
import { buttonClass } from "~/ui/button";

export type EventEditorProps = {
  lastResult?: SubmissionResult | null;
  defaultValue: Record<string, unknown>;
  categories: Array<{ id: string; name: string }>;
  currentImage?: { url: string; alt: string } | null;
  soldByCategory?: Record<string, number>;
  placeLabel?: string | null;
  /** Admins only: the organizer profiles to file the event under; shows the admin fields (organizer, featured). */
  organizers?: Array<{ id: string; name: string }> | null;
  submitLabel: string;
  /** Hidden fields (e.g. the edit page's `intent`), buttons beside the submit. */
  hidden?: ReactNode;
  footer?: ReactNode;
};

function MoneyField({ field, label, hint }: { field: FieldMetadata<unknown>; label: string; hint?: string }) {
  return (
    <div className="relative">
      <InputField field={field} label={label} hint={hint} inputMode="decimal" placeholder="0,00" autoComplete="off" />
      <span aria-hidden="true" className="pointer-events-none absolute right-3.5 top-[2.4rem] text-muted">
        €
      </span>
    </div>
  );
}

/** The one editor of events, workshops and activities (create and edit). */
export function EventEditor(props: EventEditorProps) {
  const [form, fields] = useZodForm(eventFormSchema, { id: "event-editor", lastResult: props.lastResult, defaultValue: props.defaultValue });
  const tickets = fields.tickets.getFieldList();
  return (
    <ZodForm form={form} encType="multipart/form-data" className="pb-24">
      {props.hidden}
      {fields.formId.initialValue ? <input type="hidden" name={fields.formId.name} value={String(fields.formId.initialValue)} /> : null}
      {props.organizers ? (
        <FormSection title="Administration" description="Nur für Admins: unter welchem Veranstalterprofil das Event erscheint und ob es hervorgehoben wird.">
          <SelectInputField
            field={fields.organizerId}
            label="Veranstalter:in"
            placeholder="Bitte wählen"
            hint="Ohne Auswahl: ein neues Event kommt unter Ihr eigenes Profil, ein bestehendes behält seines."
            options={props.organizers.map((o) => ({ value: o.id, label: o.name }))}
          />
          <CheckboxInputField field={fields.isFeatured} label="Hervorgehoben (Startseite und Stadtseiten)" className="self-end" />
        </FormSection>
      ) : null}
      <FormSection title="Grunddaten" description="Titel und Beschreibung erscheinen auf der Eventseite und in der Suche.">
        <SelectInputField field={fields.kind} label="Art" options={EVENT_KINDS.map((k) => ({ value: k, label: EVENT_KIND_LABELS[k] }))} />
        <SelectInputField field={fields.cityId} label="Stadt" options={CITY_IDS.map((c) => ({ value: c, label: CITY_NAMES[c] }))} />
        <InputField field={fields.title} label="Titel" className="md:col-span-2" maxLength={200} />
        <TextareaField field={fields.shortDescription} label="Kurzbeschreibung" hint="Ein bis zwei Sätze für Karten und Vorschauen (höchstens 300 Zeichen)." rows={2} className="md:col-span-2" />
        <TextareaField field={fields.description} label="Beschreibung" rows={8} className="md:col-span-2" />
        <SelectInputField field={fields.categoryId} label="Kategorie" placeholder="Bitte wählen" options={props.categories.map((c) => ({ value: c.id, label: c.name }))} />
        <InputField field={fields.tags} label="Tags" hint="Durch Komma getrennt, z. B. jazz, open air" />
      </FormSection>

      <FormSection title="Termin" description="Alle Zeiten in deutscher Zeit (Europe/Berlin).">
        <DateTimeField field={fields.startDate} label="Beginn" />
        <DateTimeField field={fields.endDate} label="Ende" hint="Optional" />
      </FormSection>

      <FormSection title="Ort" description="Wählen Sie einen bekannten Ort oder suchen Sie eine Adresse – so finden Besucher:innen Ihr Event auch in der Umkreissuche.">
        <VenueField
          placeLabel={props.placeLabel}
          fields={{
            venueId: fields.venueId,
            venueName: fields.venueName,
            venueAddress: fields.venueAddress,
            venuePostalCode: fields.venuePostalCode,
            venueCity: fields.venueCity,
            latitude: fields.latitude,
            longitude: fields.longitude,
            geoPrecision: fields.geoPrecision,
          }}
        />
      </FormSection>

      <fieldset className="rounded-2xl border border-line bg-white p-5 md:p-6">
        <legend className="sr-only">Ticketkategorien</legend>
        <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 aria-hidden="true" className="font-display text-xl font-semibold">
              Ticketkategorien
            </h2>
            <p className="mt-1 text-sm text-muted">Alle Preise als Endpreise inklusive Mehrwertsteuer. Ohne Kategorie ist das Event kostenlos.</p>
          </div>
          <button {...form.insert.getButtonProps({ name: fields.tickets.name, defaultValue: { isActive: "on" } })} className={buttonClass("outline", "sm")}>
            <Plus aria-hidden="true" className="size-4" /> Kategorie hinzufügen
          </button>
        </div>
        {fields.tickets.errors?.length ? <p className="mb-3 text-sm font-medium text-danger">{fields.tickets.errors[0]}</p> : null}
        {tickets.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">Noch keine Ticketkategorie – fügen Sie z. B. „Normal“ und „Ermäßigt“ hinzu.</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {tickets.map((t, i) => {
              const tf = t.getFieldset();
              const sold = tf.id.initialValue ? (props.soldByCategory?.[String(tf.id.initialValue)] ?? 0) : 0;
              return (
                <li key={t.key} className="rounded-xl border border-line bg-paper/60 p-4">
                  <div className="mb-3 flex items-center justify-between gap-3">
                    <h3 className="font-semibold">
                      Kategorie {i + 1}
                      {sold > 0 ? <span className="ml-2 text-sm font-normal text-muted">· {sold} verkauft</span> : null}
                    </h3>
                    <button {...form.remove.getButtonProps({ name: fields.tickets.name, index: i })} className={buttonClass("ghost", "sm", "text-danger")}>
                      <Trash2 aria-hidden="true" className="size-4" /> Entfernen<span className="sr-only"> (Kategorie {i + 1})</span>
                    </button>
                  </div>
                  {tf.id.initialValue ? <input type="hidden" name={tf.id.name} value={String(tf.id.initialValue)} /> : null}
                  <div className="grid gap-4 md:grid-cols-3">
                    <InputField field={tf.name} label="Name" className="md:col-span-2" maxLength={80} />
                    <MoneyField field={tf.price} label="Preis" />
                    <InputField field={tf.description} label="Beschreibung" className="md:col-span-3" maxLength={500} />
                    <MoneyField field={tf.earlyBirdPrice} label="Frühbucherpreis" hint="Optional" />
                    <DateTimeField field={tf.earlyBirdEndDate} label="Frühbucher bis" />
                    <InputField field={tf.capacity} label="Kontingent" type="number" hint={sold ? `Mindestens ${sold}` : "Optional"} min={1} />
                    <DateTimeField field={tf.saleStartsAt} label="Verkaufsstart" />
                    <DateTimeField field={tf.saleEndsAt} label="Verkaufsende" />
                    <InputField field={tf.maxPerOrder} label="Max. pro Bestellung" type="number" min={1} max={100} />
                    <CheckboxInputField field={tf.isActive} label="Im Verkauf (aktiv)" className="md:col-span-3" />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </fieldset>

      <FormSection title="Teilnahme">
        <InputField field={fields.maxParticipants} label="Maximale Teilnehmerzahl" type="number" min={1} hint="Gilt über alle Kategorien; leer = unbegrenzt." />
        <InputField field={fields.maxTicketsPerOrder} label="Tickets pro Bestellung (höchstens)" type="number" min={1} max={100} placeholder="10" />
        <DateTimeField field={fields.bookingDeadline} label="Buchungsschluss" hint="Optional, vor dem Beginn." />
        <InputField field={fields.externalTicketUrl} label="Externer Ticket-Link" type="url" hint="Nur wenn Tickets woanders verkauft werden." />
        <CheckboxInputField field={fields.bookingRequired} label="Anmeldung erforderlich" className="md:col-span-2" />
        <CheckboxInputField
          field={fields.waitlistEnabled}
          label="Warteliste, wenn ausverkauft"
          hint="Angemeldete Besucher:innen können sich eintragen, sobald alle Plätze vergeben sind. Wird ein Platz frei, bekommt die erste Person in der Reihe ein Angebot."
        />
        <InputField
          field={fields.waitlistHoldHours}
          label="Angebot reservieren für (Stunden)"
          type="number"
          min={WAITLIST_HOLD_HOURS.min}
          max={WAITLIST_HOLD_HOURS.max}
          placeholder={String(WAITLIST_HOLD_HOURS.default)}
          hint="1 bis 168 Stunden (7 Tage); danach geht der Platz an die nächste Person."
        />
      </FormSection>

      <FormSection title="Bild">
        <ImageUploadField file={fields.image} alt={fields.imageAlt} kept={fields.imageUrl} current={props.currentImage} library={Boolean(props.organizers)} label="Titelbild" className="md:col-span-2" />
      </FormSection>

      <FormSection title="Kontakt und Hinweise">
        <InputField field={fields.contactEmail} label="Kontakt-E-Mail" type="email" />
        <InputField field={fields.externalUrl} label="Website zum Event" type="url" />
        <TextareaField field={fields.requirements} label="Voraussetzungen" hint="z. B. Mindestalter, Ausrüstung, Barrierefreiheit" rows={3} className="md:col-span-2" />
      </FormSection>

      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white/95 px-4 py-3 backdrop-blur md:sticky md:-mx-0 md:rounded-2xl md:border">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-end gap-3">
          {props.footer}
          <SubmitButton>
            {props.submitLabel}
          </SubmitButton>
        </div>
      </div>
    </ZodForm>
  );
}
