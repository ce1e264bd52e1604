import { eq } from "drizzle-orm";
import { AppError, isAppError } from "~/lib/app-error";
import { CITY_IDS, CITY_NAMES } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { cell, decimalCell, issuesOf, rowBefore, SLUG_MESSAGE, SLUG_RE, undoRow, type ImportTarget, type RowIssue } from "~/lib/import-target";
import { eventColumns, resolveVenue, type ResolvedVenue } from "~/modules/event-management/event-write.server";
import { eventCategories, events } from "~/modules/events/schema";
import { eventSlug } from "~/modules/events/slug";
import { EVENT_KIND_LABELS, EVENT_KINDS, eventFormSchema, type EventFormInput } from "~/modules/events/validation";

const STATUS = { draft: "draft", entwurf: "draft", published: "published", veröffentlicht: "published", veroeffentlicht: "published", online: "published" } as const;
type ImportStatus = (typeof STATUS)[keyof typeof STATUS];

export type EventImportValues = { input: EventFormInput; slug: string | null; status: ImportStatus; venue?: ResolvedVenue };

/** An event's address ends in the first 8 characters of its id (spec §3): the public page finds it by them. */
const EVENT_SLUG_TAIL = /-([0-9a-f]{8})$/;
const EVENT_SLUG_MESSAGE = "Die Adresse (Slug) eines Events endet auf die ersten 8 Zeichen seiner ID, z. B. jazz-am-hafen-1a2b3c4d. Lassen Sie die Spalte für neue Events leer.";

/** A city cell given as id ("luebeck") or name ("Lübeck"). */
const cityValue = (v: string | undefined) => {
  if (!v) return undefined;
  const lower = v.toLowerCase();
  return CITY_IDS.find((id) => id === lower || CITY_NAMES[id].toLowerCase() === lower) ?? v;
};
const kindValue = (v: string | undefined) => {
  if (!v) return "event";
  const lower = v.toLowerCase();
  return EVENT_KINDS.find((k) => k === lower || EVENT_KIND_LABELS[k].toLowerCase() === lower) ?? v;
};

/**
 * Events from a file: the event editor's schema (eventFormSchema) decides what is valid, the
 * editor's venue rule places each event (a pin given in the file, else the address geocoded like a
 * typed one). Ticket categories are not imported; an event without them is free or sells elsewhere.
 * `slug` names an existing event to update (an unknown one is created under it); `status`
 * (Entwurf/veröffentlicht) defaults to published.
 */
export const eventImport: ImportTarget<EventImportValues> = {
  fields: [
    { key: "title", label: "Titel", aliases: ["title", "titel", "name", "veranstaltung", "event"], required: true },
    { key: "slug", label: "Adresse (Slug)", aliases: ["slug"] },
    { key: "kind", label: "Art", aliases: ["kind", "art", "typ"] },
    { key: "status", label: "Status", aliases: ["status"] },
    { key: "startDate", label: "Beginn", aliases: ["startdate", "start", "beginn", "datum", "startdatum"], required: true },
    { key: "endDate", label: "Ende", aliases: ["enddate", "ende", "enddatum"] },
    { key: "cityId", label: "Stadt", aliases: ["cityid", "city", "stadt"], required: true },
    { key: "categoryId", label: "Kategorie", aliases: ["categoryid", "category", "kategorie"] },
    { key: "shortDescription", label: "Kurzbeschreibung", aliases: ["shortdescription", "kurzbeschreibung", "teaser"] },
    { key: "description", label: "Beschreibung", aliases: ["description", "beschreibung", "text"] },
    { key: "tags", label: "Schlagwörter", aliases: ["tags", "schlagwörter", "schlagworte"] },
    { key: "venueName", label: "Veranstaltungsort", aliases: ["venuename", "venue", "ort", "location", "veranstaltungsort"] },
    { key: "venueAddress", label: "Adresse", aliases: ["venueaddress", "address", "straße", "strasse", "anschrift"] },
    { key: "venuePostalCode", label: "Postleitzahl", aliases: ["venuepostalcode", "postalcode", "plz", "postleitzahl"] },
    { key: "venueCity", label: "Ort (Adresse)", aliases: ["venuecity", "stadtteil", "gemeinde"] },
    { key: "latitude", label: "Breitengrad", aliases: ["latitude", "lat", "breitengrad", "breite"] },
    { key: "longitude", label: "Längengrad", aliases: ["longitude", "lng", "lon", "längengrad", "länge"] },
    { key: "imageUrl", label: "Bild-URL", aliases: ["imageurl", "bild", "image"] },
    { key: "imageAlt", label: "Bildbeschreibung", aliases: ["imagealt", "alttext", "bildbeschreibung"] },
    { key: "contactEmail", label: "Kontakt-E-Mail", aliases: ["contactemail", "email", "kontakt"] },
    { key: "externalUrl", label: "Website", aliases: ["externalurl", "website", "url", "link"] },
    { key: "externalTicketUrl", label: "Ticket-Link", aliases: ["externalticketurl", "tickets", "ticketurl", "ticketlink"] },
    { key: "maxParticipants", label: "Teilnehmerzahl", aliases: ["maxparticipants", "teilnehmerzahl", "kapazität", "plätze"] },
    { key: "requirements", label: "Voraussetzungen", aliases: ["requirements", "voraussetzungen"] },
  ],
  parse(record) {
    const issues: RowIssue[] = [];
    const slug = cell(record, "slug")?.toLowerCase() ?? null;
    if (slug && (!SLUG_RE.test(slug) || slug.length > 120)) issues.push({ field: "slug", message: SLUG_MESSAGE });
    else if (slug && !EVENT_SLUG_TAIL.test(slug)) issues.push({ field: "slug", message: EVENT_SLUG_MESSAGE });
    const statusCell = cell(record, "status")?.toLowerCase();
    const status: ImportStatus | undefined = statusCell ? STATUS[statusCell as keyof typeof STATUS] : "published";
    if (!status) issues.push({ field: "status", message: "Bitte geben Sie als Status „Entwurf“ oder „veröffentlicht“ an." });
    const input = {
      kind: kindValue(cell(record, "kind")),
      title: cell(record, "title"),
      shortDescription: cell(record, "shortDescription"),
      description: cell(record, "description"),
      categoryId: cell(record, "categoryId")?.toLowerCase(),
      tags: cell(record, "tags"),
      cityId: cityValue(cell(record, "cityId")),
      startDate: cell(record, "startDate"),
      endDate: cell(record, "endDate"),
      venueName: cell(record, "venueName"),
      venueAddress: cell(record, "venueAddress"),
      venuePostalCode: cell(record, "venuePostalCode"),
      venueCity: cell(record, "venueCity"),
      latitude: decimalCell(record, "latitude"),
      longitude: decimalCell(record, "longitude"),
      imageUrl: cell(record, "imageUrl"),
      imageAlt: cell(record, "imageAlt"),
      contactEmail: cell(record, "contactEmail"),
      externalUrl: cell(record, "externalUrl"),
      externalTicketUrl: cell(record, "externalTicketUrl"),
      maxParticipants: cell(record, "maxParticipants"),
      requirements: cell(record, "requirements"),
    };
    const r = eventFormSchema.safeParse(input);
    if (!r.success) issues.push(...issuesOf(r.error));
    if (issues.length || !r.success || !status) return { ok: false, issues };
    return { ok: true, values: { input: r.data, slug, status }, slug };
  },
  /** The category must exist and the venue gets coordinates (outside a transaction: geocoding reads the database). */
  async prepare(rows) {
    const known = new Set((await db.select({ id: eventCategories.id }).from(eventCategories)).map((c) => c.id));
    const out: Array<{ ok: true; values: EventImportValues } | { ok: false; issues: RowIssue[] }> = [];
    for (const v of rows) {
      if (v.input.categoryId && !known.has(v.input.categoryId)) {
        out.push({ ok: false, issues: [{ field: "categoryId", message: new AppError("EVENT_CATEGORY_NOT_FOUND").userMessage }] });
        continue;
      }
      try {
        out.push({ ok: true, values: { ...v, venue: await resolveVenue(db, v.input) } });
      } catch (error) {
        if (!isAppError(error)) throw error;
        const fields = Object.entries(error.fields ?? {});
        out.push({ ok: false, issues: fields.length ? fields.map(([field, message]) => ({ field, message })) : [{ field: "venueAddress", message: error.userMessage }] });
      }
    }
    return out;
  },
  async write(tx, values, ctx) {
    const columns = eventColumns(values.input, values.venue!, { imageUrl: values.input.imageUrl ?? null, imageAlt: values.input.imageAlt ?? null });
    const [existing] = values.slug ? await tx.select({ id: events.id, status: events.status }).from(events).where(eq(events.slug, values.slug)).limit(1) : [];
    if (existing) {
      const before = await rowBefore(tx, events, existing.id);
      // a cancelled or sold-out event keeps its state; a draft or published one takes the file's
      const status = existing.status === "draft" || existing.status === "published" ? values.status : existing.status;
      await tx
        .update(events)
        .set({ ...columns, status, ...(status === "published" && existing.status !== "published" ? { publishedAt: new Date() } : {}), updatedAt: new Date() })
        .where(eq(events.id, existing.id));
      return { id: existing.id, created: false, before };
    }
    // a slug from another installation (an export) keeps its address: the new id starts with its tail
    const tail = values.slug ? EVENT_SLUG_TAIL.exec(values.slug)?.[1] : undefined;
    const random = crypto.randomUUID();
    const id = tail ? `${tail}${random.slice(8)}` : random;
    await tx.insert(events).values({
      ...columns,
      id,
      slug: values.slug ?? eventSlug(values.input.title, id),
      status: values.status,
      publishedAt: values.status === "published" ? new Date() : null,
      createdBy: ctx.actorId,
    });
    return { id, created: true, before: null };
  },
  undo: (tx, written) => undoRow(tx, events, written),
};
