/** Built-in e-mail templates; an admin's edited copy in email_templates takes precedence. */
export type TemplateDefinition = {
  key: string;
  name: string;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  /** The placeholders the sending module fills — the only ones an edited copy may use. */
  variables: string[];
  /** What the template is for, in one German sentence (the admin's template list). */
  purpose?: string;
  /** Sample values of its placeholders for the editor's preview and test send (else generic ones by name). */
  sample?: Record<string, string>;
};

export const defaultTemplates: Record<string, TemplateDefinition> = {
  contact_message: {
    key: "contact_message",
    name: "Kontaktformular (an das Team)",
    purpose: "Geht an das Team, wenn jemand das Kontaktformular abschickt.",
    subject: "Kontaktanfrage: {{subject}}",
    bodyText:
      "Neue Nachricht über das Kontaktformular\n\nName: {{name}}\nE-Mail: {{email}}\nTelefon: {{phone}}\nAnliegen: {{reason}}\nBetreff: {{subject}}\n\n{{message}}",
    bodyHtml:
      "<h1>Neue Kontaktanfrage</h1><p><strong>Name:</strong> {{name}}<br><strong>E-Mail:</strong> {{email}}<br><strong>Telefon:</strong> {{phone}}<br><strong>Anliegen:</strong> {{reason}}<br><strong>Betreff:</strong> {{subject}}</p><p style=\"white-space:pre-wrap\">{{message}}</p>",
    variables: ["name", "email", "phone", "reason", "subject", "message"],
  },
};

defaultTemplates.verify_email = {
  key: "verify_email",
  name: "E-Mail-Adresse bestätigen",
  purpose: "Geht nach der Registrierung an die neue Adresse, um sie zu bestätigen.",
  subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
  bodyText:
    "Hallo {{name}},\n\nwillkommen bei Stadtpuls! Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:\n\n{{url}}\n\nDer Link ist 24 Stunden gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail einfach.",
  bodyHtml:
    '<p>Hallo {{name}},</p><p>willkommen bei Stadtpuls! Bitte bestätigen Sie Ihre E-Mail-Adresse:</p><p><a href="{{url}}" style="display:inline-block;background:#b53c7a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">E-Mail-Adresse bestätigen</a></p><p style="font-size:13px;color:#5f5b6b">Oder kopieren Sie diesen Link: {{url}}<br>Der Link ist 24 Stunden gültig.</p>',
  variables: ["name", "url"],
};

defaultTemplates.reset_password = {
  key: "reset_password",
  name: "Passwort zurücksetzen",
  purpose: "Geht an Nutzer:innen, die ein neues Passwort anfordern.",
  subject: "Passwort zurücksetzen",
  bodyText:
    "Hallo {{name}},\n\nSie haben angefordert, Ihr Passwort zurückzusetzen. Über diesen Link vergeben Sie ein neues Passwort:\n\n{{url}}\n\nDer Link ist eine Stunde gültig. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.",
  bodyHtml:
    '<p>Hallo {{name}},</p><p>Sie haben angefordert, Ihr Passwort zurückzusetzen.</p><p><a href="{{url}}" style="display:inline-block;background:#b53c7a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Neues Passwort vergeben</a></p><p style="font-size:13px;color:#5f5b6b">Oder kopieren Sie diesen Link: {{url}}<br>Der Link ist eine Stunde gültig.</p>',
  variables: ["name", "url"],
};

defaultTemplates.invitation = {
  key: "invitation",
  name: "Einladung (neues Konto)",
  purpose: "Geht an eine Person, für die ein Admin ein Konto angelegt hat: Sie vergibt darüber ihr Passwort.",
  sample: { name: "Erika Mustermann", inviter: "Das Stadtpuls-Team", role: "Organisator", url: "https://stadtpuls.de/reset-password/beispiel", days: "7" },
  subject: "Ihr Konto bei Stadtpuls – bitte Passwort vergeben",
  bodyText:
    "Hallo {{name}},\n\n{{inviter}} hat für Sie ein Konto bei Stadtpuls angelegt ({{role}}). Über diesen Link vergeben Sie Ihr Passwort und melden sich dann an:\n\n{{url}}\n\nDer Link ist {{days}} Tage gültig. Wenn Sie kein Konto möchten, ignorieren Sie diese E-Mail einfach.",
  bodyHtml:
    '<p>Hallo {{name}},</p><p>{{inviter}} hat für Sie ein Konto bei Stadtpuls angelegt ({{role}}). Über diesen Link vergeben Sie Ihr Passwort und melden sich dann an:</p><p><a href="{{url}}" style="display:inline-block;background:#b53c7a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Passwort vergeben</a></p><p style="font-size:13px;color:#5f5b6b">Oder kopieren Sie diesen Link: {{url}}<br>Der Link ist {{days}} Tage gültig. Wenn Sie kein Konto möchten, ignorieren Sie diese E-Mail einfach.</p>',
  variables: ["name", "inviter", "role", "url", "days"],
};

defaultTemplates.notification = {
  key: "notification",
  name: "Benachrichtigung (einzeln)",
  purpose: "Stellt eine einzelne Benachrichtigung per E-Mail zu, wenn die Person sofortige E-Mails gewählt hat.",
  subject: "{{title}}",
  bodyText:
    "Hallo {{name}},\n\n{{message}}\n\nMehr dazu: {{url}}\n\nWelche E-Mails Sie erhalten, stellen Sie in Ihrem Profil unter Einstellungen ein.",
  bodyHtml:
    '<p>Hallo {{name}},</p><h2 style="margin:0 0 8px">{{title}}</h2><p>{{message}}</p><p><a href="{{url}}" style="display:inline-block;background:#b53c7a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Ansehen</a></p><p style="font-size:13px;color:#5f5b6b">Welche E-Mails Sie erhalten, stellen Sie in Ihrem Profil unter Einstellungen ein.</p>',
  variables: ["name", "title", "message", "url"],
};

defaultTemplates.notification_digest = {
  key: "notification_digest",
  name: "Benachrichtigungen (Zusammenfassung)",
  purpose: "Fasst Benachrichtigungen täglich oder wöchentlich zusammen, je nach Einstellung der Person.",
  subject: "Ihre Stadtpuls-Zusammenfassung: {{count}} neue Benachrichtigungen",
  bodyText: "Hallo {{name}},\n\nseit unserer letzten Zusammenfassung ist Folgendes passiert:\n\n{{list}}\n\nAlle Benachrichtigungen: {{url}}",
  bodyHtml:
    '<p>Hallo {{name}},</p><p>seit unserer letzten Zusammenfassung ist Folgendes passiert:</p><pre style="white-space:pre-wrap;font-family:inherit">{{list}}</pre><p><a href="{{url}}" style="display:inline-block;background:#b53c7a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Alle Benachrichtigungen</a></p>',
  variables: ["name", "count", "list", "url"],
};

defaultTemplates.organizer_request_received = {
  key: "organizer_request_received",
  name: "Veranstalter-Anfrage eingegangen (an das Team)",
  purpose: "Meldet dem Team eine neue Anfrage, Veranstalter:in zu werden.",
  subject: "Neue Veranstalter-Anfrage: {{organizationName}}",
  bodyText: "{{name}} ({{email}}) möchte Veranstalter:in werden.\n\nOrganisation: {{organizationName}}\n\n{{description}}\n\nPrüfen: {{url}}",
  bodyHtml:
    '<p><strong>{{name}}</strong> ({{email}}) möchte Veranstalter:in werden.</p><p><strong>Organisation:</strong> {{organizationName}}</p><p style="white-space:pre-wrap">{{description}}</p><p><a href="{{url}}">Anfrage prüfen</a></p>',
  variables: ["name", "email", "organizationName", "description", "url"],
};

defaultTemplates.check_in_staff_invitation = {
  key: "check_in_staff_invitation",
  name: "Einladung als Check-in-Personal",
  purpose: "Lädt eine Person als Check-in-Personal für ein Event oder einen Veranstalter ein.",
  subject: "Einladung zum Check-in: {{scope}}",
  bodyText:
    "Hallo,\n\n{{inviter}} hat Sie als Check-in-Personal für {{scope}} eingeladen. Sie können damit Tickets am Eingang scannen und die Besucherzahlen sehen.\n\nMelden Sie sich mit dieser E-Mail-Adresse ({{email}}) bei Stadtpuls an oder registrieren Sie sich damit – danach finden Sie den Scanner hier:\n\n{{url}}\n\nWenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.",
  bodyHtml:
    '<p>Hallo,</p><p>{{inviter}} hat Sie als <strong>Check-in-Personal</strong> für {{scope}} eingeladen. Sie können damit Tickets am Eingang scannen und die Besucherzahlen sehen.</p><p>Melden Sie sich mit dieser E-Mail-Adresse ({{email}}) bei Stadtpuls an oder registrieren Sie sich damit:</p><p><a href="{{url}}" style="display:inline-block;background:#b53c7a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Zum Check-in</a></p><p style="font-size:13px;color:#5f5b6b">Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.</p>',
  variables: ["inviter", "scope", "email", "url"],
};

defaultTemplates.team_invitation = {
  key: "team_invitation",
  name: "Einladung ins Veranstalter-Team",
  purpose: "Lädt eine Person mit einer Rolle in das Team eines Veranstalterprofils ein.",
  subject: "Einladung ins Team von {{organizerName}}",
  bodyText:
    "Hallo,\n\n{{inviter}} hat Sie in das Team von {{organizerName}} auf Stadtpuls eingeladen – mit der Rolle {{role}} ({{roleHint}}).\n\nMelden Sie sich mit dieser E-Mail-Adresse ({{email}}) bei Stadtpuls an oder registrieren Sie sich damit und bestätigen Sie die Adresse – danach finden Sie den Bereich hier:\n\n{{url}}\n\nWenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.",
  bodyHtml:
    '<p>Hallo,</p><p>{{inviter}} hat Sie in das Team von <strong>{{organizerName}}</strong> auf Stadtpuls eingeladen – mit der Rolle <strong>{{role}}</strong> ({{roleHint}}).</p><p>Melden Sie sich mit dieser E-Mail-Adresse ({{email}}) bei Stadtpuls an oder registrieren Sie sich damit und bestätigen Sie die Adresse:</p><p><a href="{{url}}" style="display:inline-block;background:#b53c7a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Zum Veranstalter-Bereich</a></p><p style="font-size:13px;color:#5f5b6b">Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.</p>',
  variables: ["inviter", "organizerName", "role", "roleHint", "email", "url"],
};

defaultTemplates.organizer_sale = {
  key: "organizer_sale",
  name: "Neue Buchung (an den Veranstalter)",
  purpose: "Meldet Veranstalter:innen jede einzelne Buchung (wenn so eingestellt).",
  subject: "Neue Buchung: {{tickets}} für {{eventTitle}}",
  bodyText:
    "Hallo {{organizerName}},\n\nfür {{eventTitle}} am {{eventDate}} ist eine Buchung eingegangen.\n\nBuchungsnummer: {{bookingReference}}\nGast: {{buyerName}}\nTickets: {{tickets}}\nBetrag: {{totalAmount}}\n\nZur Buchung: {{bookingUrl}}\n\nSie erhalten diese E-Mail bei jeder Buchung. Eine tägliche Zusammenfassung statt einzelner E-Mails (oder keine E-Mails zu Verkäufen) stellen Sie in Ihren Einstellungen ein: {{settingsUrl}}",
  bodyHtml:
    '<h1 style="font-size:22px;margin:0 0 12px">Neue Buchung</h1><p>Hallo {{organizerName}},</p><p>für <strong>{{eventTitle}}</strong> am {{eventDate}} ist eine Buchung eingegangen.</p><table style="border-collapse:collapse;margin:12px 0"><tr><td style="padding:4px 12px 4px 0;color:#5f5b6b">Buchungsnummer</td><td>{{bookingReference}}</td></tr><tr><td style="padding:4px 12px 4px 0;color:#5f5b6b">Gast</td><td>{{buyerName}}</td></tr><tr><td style="padding:4px 12px 4px 0;color:#5f5b6b">Tickets</td><td>{{tickets}}</td></tr><tr><td style="padding:4px 12px 4px 0;color:#5f5b6b">Betrag</td><td>{{totalAmount}}</td></tr></table><p><a href="{{bookingUrl}}" style="display:inline-block;background:#b53c7a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Buchung ansehen</a></p><p style="font-size:13px;color:#5f5b6b">Sie erhalten diese E-Mail bei jeder Buchung. Eine tägliche Zusammenfassung statt einzelner E-Mails (oder keine E-Mails zu Verkäufen) stellen Sie in Ihren <a href="{{settingsUrl}}">Einstellungen</a> ein.</p>',
  variables: ["organizerName", "eventTitle", "eventDate", "bookingReference", "buyerName", "tickets", "totalAmount", "bookingUrl", "settingsUrl"],
};

defaultTemplates.organizer_sales_digest = {
  key: "organizer_sales_digest",
  name: "Verkäufe des Tages (an den Veranstalter)",
  purpose: "Fasst für Veranstalter:innen die Buchungen eines Tages zusammen.",
  subject: "Ihre Verkäufe am {{day}}: {{summary}}",
  bodyText:
    "Hallo {{organizerName}},\n\nam {{day}} sind für Ihre Events diese Buchungen eingegangen: {{summary}}.\n\n{{list}}\n\nAlle Buchungen: {{bookingsUrl}}\n\nSie erhalten diese Zusammenfassung einmal täglich, wenn es Buchungen gab. Einzelne E-Mails je Buchung (oder keine E-Mails zu Verkäufen) stellen Sie in Ihren Einstellungen ein: {{settingsUrl}}",
  bodyHtml:
    '<h1 style="font-size:22px;margin:0 0 12px">Ihre Verkäufe am {{day}}</h1><p>Hallo {{organizerName}},</p><p>am {{day}} sind für Ihre Events diese Buchungen eingegangen: <strong>{{summary}}</strong>.</p><pre style="white-space:pre-wrap;font-family:inherit">{{list}}</pre><p><a href="{{bookingsUrl}}" style="display:inline-block;background:#b53c7a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Alle Buchungen</a></p><p style="font-size:13px;color:#5f5b6b">Sie erhalten diese Zusammenfassung einmal täglich, wenn es Buchungen gab. Einzelne E-Mails je Buchung (oder keine E-Mails zu Verkäufen) stellen Sie in Ihren <a href="{{settingsUrl}}">Einstellungen</a> ein.</p>',
  variables: ["organizerName", "day", "summary", "list", "bookingsUrl", "settingsUrl"],
};
