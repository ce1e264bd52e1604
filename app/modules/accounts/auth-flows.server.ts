import { APIError } from "better-auth/api";
import { eq, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { appUrl } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { auth } from "~/modules/accounts/auth.server";
import { type AuthToast, resetFailure, signInFailure, signUpFailure, UNEXPECTED } from "~/modules/accounts/auth-messages";
import { profiles, user } from "~/modules/accounts/schema";

/** `code`: the refusal's code, or on success what happened ("SIGNED_IN" with a session, "CONFIRMATION_SENT" when the e-mail must be confirmed first). */
export type FlowResult = { ok: boolean; toast: AuthToast; cookies: string[]; code?: string };

/** Headers for a server-side better-auth call: the caller's cookies and address, JSON body. */
function authHeaders(request: Request): Headers {
  const h = new Headers({ "content-type": "application/json", origin: appUrl() });
  for (const name of ["cookie", "user-agent", "x-stadtpuls-client-ip", "x-forwarded-for"]) {
    const v = request.headers.get(name);
    if (v) h.set(name, v);
  }
  return h;
}

/** A better-auth error thrown (instead of returned) — e.g. from our rate-limit hook. */
function thrown(err: unknown): { code?: string; status: number } | null {
  if (err instanceof APIError) return { code: (err.body as { code?: string } | undefined)?.code, status: err.statusCode };
  return null;
}

async function errorOf(res: Response): Promise<{ code?: string; status: number }> {
  const body = (await res.json().catch(() => ({}))) as { code?: string };
  return { code: body.code, status: res.status };
}

const refused = (failure: (code: string | undefined, status: number) => AuthToast, e: { code?: string; status: number }): FlowResult => ({
  ok: false,
  toast: failure(e.code, e.status),
  cookies: [],
  code: e.code,
});

/**
 * One better-auth flow: `call` asks better-auth (or answers itself with a FlowResult); a refusal it returns
 * — or throws, unless `thrownIsRefusal` is false — becomes `failure`'s toast with its code; `done` turns an
 * accepted answer into the result; anything else is logged as `log` and answered with `unexpected`.
 */
async function authFlow(opts: {
  failure: (code: string | undefined, status: number) => AuthToast;
  log: string;
  unexpected: AuthToast;
  thrownIsRefusal?: boolean;
  call: () => Promise<Response | FlowResult>;
  done: (res: Response) => FlowResult | Promise<FlowResult>;
}): Promise<FlowResult> {
  try {
    const res = await opts.call();
    if (!(res instanceof Response)) return res;
    if (!res.ok) return refused(opts.failure, await errorOf(res));
    return await opts.done(res);
  } catch (err) {
    const t = opts.thrownIsRefusal === false ? null : thrown(err);
    if (t) return refused(opts.failure, t);
    logger.error({ err }, opts.log);
    return { ok: false, toast: opts.unexpected, cookies: [] };
  }
}

export { safeRedirect } from "~/lib/safe-redirect";

export async function signUpWithPassword(
  request: Request,
  input: { email: string; password: string; firstName: string; lastName: string; callbackURL: string },
): Promise<FlowResult> {
  return authFlow({
    failure: signUpFailure,
    log: "Registrierung fehlgeschlagen",
    unexpected: signUpFailure(undefined, 500),
    call: async () => {
      // spec §8 'Konto bereits vorhanden': sign-up is the one place that must say so
      const [existing] = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${input.email}`).limit(1);
      if (existing) return refused(signUpFailure, { code: "USER_ALREADY_EXISTS", status: 422 });
      return auth().api.signUpEmail({
        // firstName/lastName ride along for the profile hook (better-auth passes unknown keys through)
        body: {
          email: input.email,
          password: input.password,
          name: `${input.firstName} ${input.lastName}`.trim(),
          callbackURL: input.callbackURL,
          ...({ firstName: input.firstName, lastName: input.lastName } as Record<string, string>),
        },
        headers: authHeaders(request),
        asResponse: true,
      });
    },
    done: async (res) => {
      const body = (await res.json()) as { token: string | null; user: { id: string } };
      // the profile row is created by the user-create hook; make sure the names are there
      await db
        .update(profiles)
        .set({ firstName: input.firstName, lastName: input.lastName, displayName: `${input.firstName} ${input.lastName}` })
        .where(eq(profiles.id, body.user.id))
        .catch(() => undefined);
      const cookies = res.headers.getSetCookie();
      if (body.token) {
        return { ok: true, code: "SIGNED_IN", cookies, toast: { type: "success", title: "Registrierung erfolgreich", description: "Willkommen bei Stadtpuls!", duration: 7000 } };
      }
      return {
        ok: true,
        code: "CONFIRMATION_SENT",
        cookies,
        toast: {
          type: "success",
          title: "E-Mail-Bestätigung erforderlich",
          description: `Wir haben Ihnen eine E-Mail an ${input.email} gesendet. Bitte klicken Sie auf den Link darin, um Ihr Konto zu bestätigen.`,
          duration: 7000,
        },
      };
    },
  });
}

export async function signInWithPassword(
  request: Request,
  input: { email: string; password: string; callbackURL: string },
): Promise<FlowResult> {
  return authFlow({
    failure: signInFailure,
    log: "Anmeldung fehlgeschlagen",
    unexpected: UNEXPECTED,
    call: () =>
      auth().api.signInEmail({
        body: { email: input.email, password: input.password, callbackURL: input.callbackURL },
        headers: authHeaders(request),
        asResponse: true,
      }),
    done: (res) => ({
      ok: true,
      cookies: res.headers.getSetCookie(),
      toast: { type: "success", title: "Erfolgreich angemeldet", description: "Willkommen zurück!" },
    }),
  });
}

/** Always the same answer whether or not the address has an account. */
export async function requestPasswordResetMail(request: Request, input: { email: string; city: string }): Promise<FlowResult> {
  return authFlow({
    failure: resetFailure,
    log: "Passwort-Zurücksetzen fehlgeschlagen",
    unexpected: resetFailure(undefined, 500),
    call: () =>
      auth().api.requestPasswordReset({
        body: { email: input.email, redirectTo: `${appUrl()}/${input.city}/reset-password` },
        headers: authHeaders(request),
        asResponse: true,
      }),
    done: () => ({
      ok: true,
      cookies: [],
      toast: {
        type: "success",
        title: "E-Mail gesendet",
        description: `Falls ein Konto mit ${input.email} existiert, erhalten Sie in Kürze einen Link zum Zurücksetzen Ihres Passworts.`,
        duration: 7000,
      },
    }),
  });
}

export async function setNewPassword(request: Request, input: { token: string; password: string }): Promise<FlowResult> {
  return authFlow({
    failure: resetFailure,
    log: "Neues Passwort konnte nicht gesetzt werden",
    unexpected: UNEXPECTED,
    thrownIsRefusal: false,
    call: () =>
      auth().api.resetPassword({
        body: { token: input.token, newPassword: input.password },
        headers: authHeaders(request),
        asResponse: true,
      }),
    done: () => ({
      ok: true,
      cookies: [],
      toast: { type: "success", title: "Passwort geändert", description: "Bitte melden Sie sich mit Ihrem neuen Passwort an." },
    }),
  });
}
