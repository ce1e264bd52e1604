import { z } from "zod";
import { isImageSrc, multiLine, oneLine, UUID_RE, WEB_URL_MESSAGE, zDecimal, zInteger, zUuid, zWebUrl } from "~/lib/input";
import { cityIdField } from "~/modules/cities/city-field";
import { zBerlinDateTime, zOptionalBerlinDateTime } from "~/lib/date-input";
import { parseMoneyToCents } from "~/lib/format";
import { GEO_PRECISIONS } from "~/modules/places/geo-precision";
import { WAITLIST_HOLD_HOURS } from "~/modules/events/waitlist-hold";

export { WAITLIST_HOLD_HOURS };
import { refineImageAlt, zImageAlt, zImageFile } from "~/ui/back-office/image-upload";

/**
 * The organizer's event form (create and edit), used by the browser (conform) and the server
 * alike. Dates are Berlin wall-clock times from the German date-time field (ISO-local or German parts, see
 * zBerlinDateTime); money is typed as "12,50" and kept in cents.
 */
const MAX_CAPACITY = 100_000;

/** Ticket categories per event: the list limit of the editor (and of every form that names categories). */
export const MAX_TICKET_CATEGORIES = 20;

/** Single-line texts (title, names, venue) and multi-line ones (descriptions) under the one text rule (~/lib/input). */
const text = (label: string, max: number) =>
  oneLine(
    z
      .string({ error: `Bitte geben Sie ${label} ein.` })
      .trim()
      .min(1, `Bitte geben Sie ${label} ein.`)
      .max(max, `Höchstens ${max.toLocaleString("de-DE")} Zeichen.`),
  );
const optionalLine = (max: number) => oneLine(z.string().trim().max(max, `Höchstens ${max.toLocaleString("de-DE")} Zeichen.`)).optional();
const optionalText = (max: number) => multiLine(z.string().trim().max(max, `Höchstens ${max.toLocaleString("de-DE")} Zeichen.`)).optional();

const money = (label: string) =>
  z.string().transform((v, ctx) => {
    if (/^\s*-/.test(v)) {
      ctx.addIssue({ code: "custom", message: `${label} darf nicht negativ sein.` });
      return z.NEVER;
    }
    const cents = parseMoneyToCents(v);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: `Bitte geben Sie ${label} als Betrag an, z. B. 12,50.` });
      return z.NEVER;
    }
    if (cents > 10_000_00) {
      ctx.addIssue({ code: "custom", message: `${label} darf höchstens 10.000,00 € betragen.` });
      return z.NEVER;
    }
    return cents;
  });

/** Whole numbers in plain decimal digits only ("0x10" is not 16, "1.5" not 1): the one integer rule of ~/lib/input. */
const capacity = (label: string) =>
  // "Die Teilnehmerzahl" starts a sentence below, but stands inside this one: "Bitte geben Sie die Teilnehmerzahl …"
  zInteger(`Bitte geben Sie ${label.charAt(0).toLowerCase()}${label.slice(1)} als ganze Zahl an.`).pipe(
    z
      .number()
      .min(1, `${label} muss mindestens 1 sein.`)
      .max(MAX_CAPACITY, `${label} darf höchstens ${MAX_CAPACITY.toLocaleString("de-DE")} sein.`),
  );
const perOrder = () => zInteger("Bitte eine ganze Zahl.").pipe(z.number().min(1, "Mindestens 1.").max(100, "Höchstens 100."));

/** Links under the one URL rule (http and https only; no `javascript:` or `data:`). */
const url = zWebUrl(WEB_URL_MESSAGE).optional();

export const ticketCategoryFormSchema = z
  .object({
    id: zUuid.optional(),
    name: text("einen Namen der Ticketkategorie", 80),
    description: optionalLine(500),
    price: money("Der Preis"),
    isActive: z.boolean().optional(),
    earlyBirdPrice: money("Der Frühbucherpreis").optional(),
    earlyBirdEndDate: zOptionalBerlinDateTime("das Ende des Frühbucherpreises"),
    capacity: capacity("Das Kontingent").optional(),
    saleStartsAt: zOptionalBerlinDateTime("den Verkaufsstart"),
    saleEndsAt: zOptionalBerlinDateTime("das Verkaufsende"),
    maxPerOrder: perOrder().optional(),
  })
  .superRefine((t, ctx) => {
    if (t.earlyBirdPrice !== undefined && t.earlyBirdPrice > t.price) {
      ctx.addIssue({ code: "custom", path: ["earlyBirdPrice"], message: "Der Frühbucherpreis darf nicht über dem regulären Preis liegen." });
    }
    if (t.earlyBirdPrice !== undefined && !t.earlyBirdEndDate) {
      ctx.addIssue({ code: "custom", path: ["earlyBirdEndDate"], message: "Bitte geben Sie an, bis wann der Frühbucherpreis gilt." });
    }
    if (t.saleStartsAt && t.saleEndsAt && t.saleEndsAt <= t.saleStartsAt) {
      ctx.addIssue({ code: "custom", path: ["saleEndsAt"], message: "Das Verkaufsende muss nach dem Verkaufsstart liegen." });
    }
  });

export const EVENT_KINDS = ["event", "workshop", "activity"] as const;
export const EVENT_KIND_LABELS: Record<(typeof EVENT_KINDS)[number], string> = { event: "Event", workshop: "Workshop", activity: "Aktivität" };

export const eventFormSchema = z
  .object({
    /** Create only: the new event's id, fixed when the form was opened — a repeated submit creates nothing twice. */
    formId: zUuid.optional(),
    kind: z.enum(EVENT_KINDS, { error: "Bitte wählen Sie die Art der Veranstaltung." }),
    title: text("einen Titel", 200),
    shortDescription: optionalText(300),
    description: optionalText(20_000),
    categoryId: z.string().max(60).optional(),
    tags: oneLine(z.string().max(400, "Höchstens 400 Zeichen."))
      .optional()
      .transform((v) =>
        [...new Set((v ?? "").split(",").map((t) => t.trim().toLowerCase()).filter(Boolean))].slice(0, 10).map((t) => t.slice(0, 40)),
      ),
    cityId: cityIdField(),
    startDate: zBerlinDateTime("den Beginn"),
    endDate: zOptionalBerlinDateTime("das Ende"),
    // venue: a known place (venueId) or a typed address with coordinates from the autocomplete
    venueId: z.string().regex(UUID_RE, "Bitte wählen Sie einen Ort aus der Liste.").optional(),
    venueName: optionalLine(200),
    venueAddress: optionalLine(200),
    venuePostalCode: z.string().trim().regex(/^\d{5}$/, "Bitte geben Sie eine fünfstellige Postleitzahl ein.").optional(),
    venueCity: optionalLine(100),
    latitude: zDecimal("Ungültige Koordinate.").pipe(z.number().min(-90).max(90)).optional(),
    longitude: zDecimal("Ungültige Koordinate.").pipe(z.number().min(-180).max(180)).optional(),
    /** How exactly latitude/longitude mark the venue: the suggestion's, or `exact` once the organizer set the pin. */
    geoPrecision: z.enum(GEO_PRECISIONS, { error: "Bitte setzen Sie die Markierung auf der Karte erneut." }).optional(),
    image: zImageFile,
    imageAlt: zImageAlt,
    imageUrl: z.string().max(500).refine(isImageSrc, "Ungültige Bildadresse.").optional(),
    requirements: optionalText(2000),
    contactEmail: z.string().trim().max(254).email("Bitte geben Sie eine gültige E-Mail-Adresse ein.").optional(),
    externalUrl: url,
    bookingRequired: z.boolean().optional(),
    bookingDeadline: zOptionalBerlinDateTime("den Buchungsschluss"),
    externalTicketUrl: url,
    maxParticipants: capacity("Die Teilnehmerzahl").optional(),
    maxTicketsPerOrder: perOrder().optional(),
    /** 'Warteliste, wenn ausverkauft' — the editor's checkbox: unticked (absent) switches the list off. */
    waitlistEnabled: z.boolean().optional(),
    /** 'Angebot reservieren für (Stunden)': how long an offered seat is held (1 hour to 1 week; empty: 24). */
    waitlistHoldHours: zInteger("Bitte geben Sie die Reservierung als ganze Zahl von Stunden an, z. B. 24.")
      .pipe(
        z
          .number()
          .min(WAITLIST_HOLD_HOURS.min, "Ein Angebot muss mindestens 1 Stunde reserviert bleiben.")
          .max(WAITLIST_HOLD_HOURS.max, "Ein Angebot kann höchstens 168 Stunden (7 Tage) reserviert bleiben."),
      )
      .optional(),
    tickets: z.array(ticketCategoryFormSchema).max(MAX_TICKET_CATEGORIES, `Höchstens ${MAX_TICKET_CATEGORIES} Ticketkategorien.`).optional(),
    /** Admin only (ignored for organizers): the organizer profile the event is filed under. */
    organizerId: z.string().regex(UUID_RE, "Bitte wählen Sie eine:n Veranstalter:in aus der Liste.").optional(),
    /** Admin only (ignored for organizers): shown among the featured events. */
    isFeatured: z.boolean().optional(),
  })
  .superRefine((e, ctx) => {
    if (e.endDate && e.endDate <= e.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "Das Ende muss nach dem Beginn liegen." });
    }
    if (e.bookingDeadline && e.bookingDeadline > e.startDate) {
      ctx.addIssue({ code: "custom", path: ["bookingDeadline"], message: "Der Buchungsschluss muss vor dem Beginn liegen." });
    }
    if (!e.venueId && !e.venueAddress && !e.venueName) {
      ctx.addIssue({ code: "custom", path: ["venueAddress"], message: "Bitte wählen Sie einen Ort oder geben Sie eine Adresse ein." });
    }
    const names = new Set<string>();
    (e.tickets ?? []).forEach((t, i) => {
      const key = t.name.toLocaleLowerCase("de-DE");
      if (names.has(key)) {
        ctx.addIssue({ code: "custom", path: ["tickets", i, "name"], message: "Diese Ticketkategorie gibt es schon. Bitte geben Sie jeder Kategorie einen eigenen Namen." });
      }
      names.add(key);
      if (t.earlyBirdEndDate && t.earlyBirdEndDate > e.startDate) {
        ctx.addIssue({ code: "custom", path: ["tickets", i, "earlyBirdEndDate"], message: "Der Frühbucherpreis muss vor dem Beginn des Events enden." });
      }
      if (t.saleEndsAt && t.saleEndsAt > (e.endDate ?? e.startDate)) {
        ctx.addIssue({ code: "custom", path: ["tickets", i, "saleEndsAt"], message: "Der Verkauf muss spätestens mit dem Event enden." });
      }
      if (e.maxParticipants && t.capacity && t.capacity > e.maxParticipants) {
        ctx.addIssue({ code: "custom", path: ["tickets", i, "capacity"], message: "Das Kontingent darf die Teilnehmerzahl des Events nicht übersteigen." });
      }
    });
    refineImageAlt("image", "imageAlt", "imageUrl")(e as Record<string, unknown>, ctx);
  });

export type EventFormInput = z.output<typeof eventFormSchema>;

export const CANCEL_REASONS = ["Krankheit der Künstler:innen", "Zu wenige Anmeldungen", "Veranstaltungsort nicht verfügbar", "Höhere Gewalt / Wetter", "Organisatorische Gründe", "Sonstiges"] as const;

export const cancelEventSchema = z.object({
  reason: z.enum(CANCEL_REASONS, { error: "Bitte wählen Sie einen Grund." }),
  message: multiLine(
    z.string({ error: "Bitte schreiben Sie eine Nachricht an die Ticketkäufer:innen." }).trim().min(10, "Bitte schreiben Sie mindestens 10 Zeichen an die Ticketkäufer:innen.").max(2000, "Höchstens 2.000 Zeichen."),
  ),
  confirm: z.boolean({ error: "Bitte bestätigen Sie die Absage." }).refine((v) => v, "Bitte bestätigen Sie die Absage."),
});
