import type { TemplateDefinition } from "~/modules/mail/default-templates";

/** Sample values by placeholder name, for the template editor's preview and test send. */
const SAMPLES: Record<string, string> = {
  name: "Lena Schulz",
  email: "lena.schulz@example.de",
  phone: "0451 123456",
  reason: "Frage zu einer Buchung",
  subject: "Einlass mit Rollstuhl",
  message: "Gibt es beim Konzert am Samstag einen barrierefreien Eingang?",
  url: "https://stadtpuls.de/luebeck",
  title: "Neues Event in Ihrer Nähe",
  count: "3",
  list: "• Jazz & Wein im Hafen – neue Termine\n• Ihre Buchung SP-4K7Q2 ist bestätigt\n• Theater Lübeck folgt Ihnen",
  organizationName: "Kulturverein Hafenkante e. V.",
  description: "Wir veranstalten seit 2019 Konzerte und Lesungen in der Lübecker Altstadt.",
  inviter: "Kulturverein Hafenkante",
  scope: "Jazz & Wein im Hafen",
  organizerName: "Kulturverein Hafenkante",
  eventTitle: "Jazz & Wein im Hafen",
  eventDate: "14.03.2027, 19:30 Uhr",
  bookingReference: "SP-4K7Q2",
  buyerName: "Lena Schulz",
  attendeeName: "Lena Schulz",
  tickets: "2 × Stehplatz",
  quantity: "2",
  totalAmount: "49,80 €",
  refundAmount: "49,80 €",
  cancellationReason: "Die Veranstaltung fällt krankheitsbedingt aus.",
  venue: "Kulturwerft Gollan, Lübeck",
  day: "13.03.2027",
  summary: "4 Buchungen, 9 Tickets, 224,10 €",
  bookingUrl: "https://stadtpuls.de/organizer/bookings",
  bookingsUrl: "https://stadtpuls.de/organizer/bookings",
  ticketsUrl: "https://stadtpuls.de/luebeck/profile/tickets",
  settingsUrl: "https://stadtpuls.de/organizer/settings",
};

/** The data a template's preview and test send are rendered with: its own samples, else these, else "Beispiel <name>". */
export function sampleData(t: Pick<TemplateDefinition, "variables" | "sample">): Record<string, string> {
  return Object.fromEntries(t.variables.map((v) => [v, t.sample?.[v] ?? SAMPLES[v] ?? `Beispiel ${v}`]));
}
