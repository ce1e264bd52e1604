/**
 * The operator's details as shown in the imprint, privacy policy, terms and contact page.
 * Replace with the real company data before going live (see docs/deploy.md).
 */
export const COMPANY = {
  name: "Stadtpuls GmbH",
  street: "Breite Straße 1",
  postalCode: "23552",
  city: "Lübeck",
  country: "Deutschland",
  managingDirector: "Johanna Meier",
  editorialLead: "Lukas Brandt",
  phone: "0451 123 456-0",
  phoneHref: "tel:+494511234560",
  email: "hallo@stadtpuls.de",
  privacyEmail: "datenschutz@stadtpuls.de",
  registerCourt: "Amtsgericht Lübeck",
  registerNumber: "HRB 21487 HL",
  vatId: "DE 341 287 596",
  supervisoryAuthority: "Unabhängiges Landeszentrum für Datenschutz Schleswig-Holstein (ULD), Holstenstraße 98, 24103 Kiel",
} as const;
