import { KeyRound, LogOut, ShieldAlert, ShieldCheck, UserCheck } from "lucide-react";
import { Link } from "react-router";
import { CITY_IDS, CITY_NAMES } from "~/lib/cities";
import { formatDate, formatDateTime, formatTime } from "~/lib/format";
import { FIXED_ADMIN_LABEL, ROLE } from "~/modules/profile/labels";
import type { Role } from "~/modules/accounts/roles";
import { banSchema, deleteUserSchema, reauthSchema, userProfileSchema, userRoleSchema } from "~/modules/profile/validation";
import {
  DetailPage,
  DetailSection,
  defineIntents,
  InputField,
  IntentButton,
  SelectInputField,
  SubmitButton,
  useActionResult,
  useZodForm,
  ZodForm,
} from "~/ui/back-office";
import { Badge, EnumBadge } from "~/ui/badge";

/** The actions of an account's page; each runs ONE use case, which asks the policy first. */
export const userDetailIntents = defineIntents({
  saveProfile: { label: "Profil speichern", success: "Profil gespeichert", scope: "form", input: userProfileSchema },
  setRole: { label: "Rolle speichern", success: "Rolle geändert", scope: "form", input: userRoleSchema },
  ban: { label: "Konto sperren", success: "Konto gesperrt – alle Sitzungen sind beendet", scope: "form", tone: "danger", input: banSchema },
  unban: { label: "Sperre aufheben", success: "Sperre aufgehoben", scope: "form" },
  revokeSessions: {
    label: "Alle Sitzungen beenden",
    success: "Alle Sitzungen beendet",
    scope: "form",
    confirm: { title: "Alle Sitzungen beenden?", body: "Die Person wird auf allen Geräten abgemeldet und muss sich neu anmelden." },
  },
  sendPasswordReset: { label: "Link zum Zurücksetzen senden", success: "Link zum Zurücksetzen des Passworts gesendet", scope: "form" },
  confirmPassword: {
    label: "Passwort bestätigen",
    success: "Passwort bestätigt – Sie können 10 Minuten lang als diese Person handeln.",
    scope: "form",
    input: reauthSchema,
  },
  impersonate: { label: "Als diese Person handeln", scope: "form" },
  delete: { label: "Konto endgültig löschen", scope: "form", tone: "danger", input: deleteUserSchema },
});

type Intent = keyof typeof userDetailIntents;

export type UserDetailData = {
  id: string;
  name: string;
  email: string;
  role: Role;
  fixed: boolean;
  emailVerified: boolean;
  banned: boolean;
  banReason: string | null;
  city: string | null;
  createdAt: string;
  sessions: Array<{ createdAt: string; device: string; impersonated: boolean }>;
  checkInGrants: Array<{ id: string; label: string; href: string | null; since: string }>;
  profile: { firstName: string; lastName: string; displayName: string; cityId: string };
  may: {
    update: boolean;
    setRole: boolean;
    ban: boolean;
    delete: boolean;
    impersonate: boolean;
    impersonateAny: boolean;
    revokeSessions: boolean;
    sendPasswordReset: boolean;
  };
  reauthFresh: boolean;
  reauthUntil: string | null;
  backHref: string;
};

/** The conform reply of the last submit, for the form of this intent only. */
function useSubmissionOf(intent: Intent) {
  const result = useActionResult();
  return result?.intent === intent ? result.submission : undefined;
}

const cityOptions = CITY_IDS.map((c) => ({ value: c, label: CITY_NAMES[c] }));

function ProfileForm({ d }: { d: UserDetailData }) {
  const [form, fields] = useZodForm(userProfileSchema, { id: `user-profile-${d.id}`, lastResult: useSubmissionOf("saveProfile"), defaultValue: d.profile });
  return (
    <ZodForm form={form}>
      <div className="grid gap-4 md:grid-cols-2">
        <InputField field={fields.firstName} label="Vorname" autoComplete="off" />
        <InputField field={fields.lastName} label="Nachname" autoComplete="off" />
        <InputField field={fields.displayName} label="Anzeigename" hint="Leer: Vor- und Nachname" autoComplete="off" />
        <SelectInputField field={fields.cityId} label="Stadt" options={cityOptions} placeholder="Keine Stadt" />
      </div>
      <div>
        <SubmitButton name="intent" value="saveProfile">
          Profil speichern
        </SubmitButton>
      </div>
    </ZodForm>
  );
}

function RoleForm({ d }: { d: UserDetailData }) {
  const [form, fields] = useZodForm(userRoleSchema, { id: `user-role-${d.id}`, lastResult: useSubmissionOf("setRole"), defaultValue: { role: d.role } });
  return (
    <ZodForm form={form} className="gap-4">
      <SelectInputField
        field={fields.role}
        label="Rolle"
        options={ROLE.options()}
        className="max-w-xl"
        hint="Administrator: alles · Support: lesen und Inhaber:innen helfen · Organisator: eigene Events · Benutzer: Tickets und Profil"
      />
      <div>
        <SubmitButton name="intent" value="setRole">
          Rolle speichern
        </SubmitButton>
      </div>
    </ZodForm>
  );
}

function BanForm({ d }: { d: UserDetailData }) {
  const [form, fields] = useZodForm(banSchema, { id: `user-ban-${d.id}`, lastResult: useSubmissionOf("ban") });
  return (
    <ZodForm form={form} className="gap-4" warnUnsaved={false}>
      <InputField field={fields.reason} label="Grund der Sperre" hint="Wird im Audit-Log gespeichert. Die Person wird sofort auf allen Geräten abgemeldet." />
      <div>
        <SubmitButton name="intent" value="ban" variant="danger">
          Konto sperren
        </SubmitButton>
      </div>
    </ZodForm>
  );
}

function ReauthForm({ d }: { d: UserDetailData }) {
  const [form, fields] = useZodForm(reauthSchema, { id: `user-reauth-${d.id}`, lastResult: useSubmissionOf("confirmPassword") });
  return (
    <ZodForm form={form} className="gap-4" warnUnsaved={false}>
      <InputField
        field={fields.password}
        type="password"
        label="Ihr Passwort"
        autoComplete="current-password"
        hint="Zur Sicherheit: Die Bestätigung gilt 10 Minuten."
      />
      <div>
        <SubmitButton name="intent" value="confirmPassword" variant="outline" pendingLabel="Wird geprüft…">
          <KeyRound aria-hidden="true" className="size-4" /> Passwort bestätigen
        </SubmitButton>
      </div>
    </ZodForm>
  );
}

function DeleteForm({ d }: { d: UserDetailData }) {
  const [form, fields] = useZodForm(deleteUserSchema, { id: `user-delete-${d.id}`, lastResult: useSubmissionOf("delete") });
  return (
    <ZodForm form={form} className="gap-4" warnUnsaved={false}>
      <InputField field={fields.confirmation} label="Zur Bestätigung LÖSCHEN eingeben" autoComplete="off" />
      <div>
        <SubmitButton name="intent" value="delete" variant="danger" pendingLabel="Wird gelöscht…">
          Konto endgültig löschen
        </SubmitButton>
      </div>
    </ZodForm>
  );
}

/** A titled part of a section (no second card inside the card). */
function SubSection({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-5 first:border-t-0 first:pt-0">
      <div>
        <h3 className="font-semibold text-ink">{title}</h3>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** Why impersonation is not offered for this account (or null when it is). */
function impersonationBlocker(d: UserDetailData): string | null {
  if (d.fixed || d.role === "admin") return "Administrator-Konten können nicht übernommen werden.";
  if (d.banned) return "Gesperrte Konten können nicht übernommen werden.";
  if (!d.may.impersonate) return "Ihr eigenes Konto können Sie nicht übernehmen.";
  return null;
}

/** One account's page: facts, profile, role, access (sessions, reset, ban), impersonation, deletion. */
export function UserDetail({ d }: { d: UserDetailData }) {
  const blocker = impersonationBlocker(d);
  const activeSessions = d.sessions.filter((s) => !s.impersonated).length;
  const aside =
    d.may.impersonateAny || d.may.delete ? (
      <>
        {d.may.impersonateAny ? (
          <DetailSection title="Als diese Person handeln">
            {blocker ? (
              <p className="text-sm text-muted">{blocker}</p>
            ) : d.reauthFresh ? (
              <div className="flex flex-col gap-3">
                <p className="text-sm text-muted">
                  Sie sehen die Seiten so, wie {d.name} sie sieht. Alles, was Sie dabei ändern, steht unter Ihrem Namen im Audit-Log. Passwort bestätigt bis{" "}
                  {d.reauthUntil ? formatTime(d.reauthUntil) : "–"} Uhr.
                </p>
                <div>
                  <IntentButton intent="impersonate" spec={userDetailIntents.impersonate} variant="primary">
                    <UserCheck aria-hidden="true" className="size-4" /> Als {d.name} handeln
                  </IntentButton>
                </div>
              </div>
            ) : (
              <div className="flex flex-col gap-3">
                <p className="text-sm text-muted">Bevor Sie als {d.name} handeln, bestätigen Sie bitte Ihr eigenes Passwort.</p>
                <ReauthForm d={d} />
              </div>
            )}
          </DetailSection>
        ) : null}

        {d.may.delete ? (
          <DetailSection title="Konto löschen">
            <div className="flex flex-col gap-3">
              <p className="text-sm text-muted">
                Wie bei der Löschung durch die Person selbst (DSGVO Art. 17): Profil, Favoriten, Benachrichtigungen und Sitzungen werden gelöscht; Buchungen und
                Rechnungen bleiben aus steuerrechtlichen Gründen anonymisiert erhalten.
              </p>
              <DeleteForm d={d} />
            </div>
          </DetailSection>
        ) : null}
      </>
    ) : undefined;
  return (
    <DetailPage
      back={{ to: d.backHref, label: "Alle Benutzer:innen" }}
      eyebrow="User-Verwaltung"
      title={d.name}
      description={d.email}
      meta={
        <div className="flex flex-wrap gap-1">
          <EnumBadge of={ROLE} value={d.role} />
          {d.fixed ? <Badge tone="neutral">{FIXED_ADMIN_LABEL}</Badge> : null}
          {d.banned ? <Badge tone="danger">Gesperrt</Badge> : null}
        </div>
      }
      facts={[
        { label: "E-Mail", value: d.emailVerified ? "Bestätigt" : "Nicht bestätigt" },
        { label: "Registriert", value: formatDate(d.createdAt) },
        { label: "Stadt", value: d.city ?? "–" },
        { label: "Aktive Sitzungen", value: String(activeSessions) },
      ]}
      aside={aside}
    >
      {d.may.update ? (
        <DetailSection title="Profil">
          <ProfileForm d={d} />
        </DetailSection>
      ) : null}

      <DetailSection title="Rolle">
        {d.fixed ? (
          <p className="text-sm text-muted">
            <ShieldCheck aria-hidden="true" className="mr-1 inline size-4 text-success" />
            Dieses Konto ist fest als Administrator eingetragen ({FIXED_ADMIN_LABEL}) und kann hier nicht herabgestuft werden.
          </p>
        ) : d.may.setRole ? (
          <RoleForm d={d} />
        ) : (
          <p className="text-sm text-muted">Rolle: {ROLE.label(d.role)}. Rollen vergeben nur Administrator:innen.</p>
        )}
      </DetailSection>

      <DetailSection title="Check-in-Zugänge">
        {d.checkInGrants.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {d.checkInGrants.map((g) => (
              <li key={g.id} className="flex flex-wrap gap-x-2">
                {g.href ? (
                  <Link to={g.href} className="font-semibold text-ink hover:text-primary-strong hover:underline">
                    {g.label}
                  </Link>
                ) : (
                  <span className="font-semibold">{g.label}</span>
                )}
                <span className="text-muted">seit {formatDate(g.since)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">Kein Check-in-Zugang. Einlasspersonal laden Veranstalter:innen in den Check-in-Einstellungen ihres Events ein.</p>
        )}
      </DetailSection>

      <DetailSection title="Zugang">
        <div className="flex flex-col gap-6">
          <SubSection
            title="Sitzungen"
            description={activeSessions === 1 ? "1 aktive Sitzung" : activeSessions ? `${activeSessions} aktive Sitzungen` : "Keine aktive Sitzung"}
          >
            {d.sessions.length ? (
              <ul className="flex flex-col gap-1 text-sm">
                {d.sessions.map((s) => (
                  <li key={s.createdAt + s.device} className="flex flex-wrap gap-x-2 break-words">
                    <span className="font-semibold tabular-nums">{formatDateTime(s.createdAt)}</span>
                    <span className="min-w-0 truncate text-muted">{s.device}</span>
                    {s.impersonated ? <Badge tone="warning">Übernahme durch Admin</Badge> : null}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {d.may.revokeSessions ? (
                <IntentButton intent="revokeSessions" spec={userDetailIntents.revokeSessions}>
                  <LogOut aria-hidden="true" className="size-4" /> Alle Sitzungen beenden
                </IntentButton>
              ) : null}
              {d.may.sendPasswordReset ? (
                <IntentButton intent="sendPasswordReset" spec={userDetailIntents.sendPasswordReset}>
                  <KeyRound aria-hidden="true" className="size-4" /> Link zum Zurücksetzen senden
                </IntentButton>
              ) : null}
            </div>
          </SubSection>
          <SubSection title="Sperre">
            {d.banned ? (
              <div className="flex flex-col gap-3">
                <p className="text-sm">
                  <ShieldAlert aria-hidden="true" className="mr-1 inline size-4 text-danger" />
                  Gesperrt{d.banReason ? `: ${d.banReason}` : ""}
                </p>
                {d.may.ban ? (
                  <div>
                    <IntentButton intent="unban" spec={userDetailIntents.unban} />
                  </div>
                ) : null}
              </div>
            ) : d.may.ban ? (
              <BanForm d={d} />
            ) : (
              <p className="text-sm text-muted">
                {d.fixed || d.role === "admin"
                  ? "Administrator-Konten können nicht gesperrt werden."
                  : "Nicht gesperrt. Sperren können nur Administrator:innen."}
              </p>
            )}
          </SubSection>
        </div>
      </DetailSection>
    </DetailPage>
  );
}
