import { Flag, Loader2 } from "lucide-react";
import { useId } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import { useViewer } from "~/lib/use-viewer";
import { Button } from "~/ui/button";

type Answer = { ok: true; created: boolean } | { ok: false; message?: string; fields?: Record<string, string> };

/**
 * 'Melden' on public content (a blog article, a review): signed-in visitors send the admins a
 * reason (posted with `intent=report` and the given hidden fields to `action`, default: this page);
 * others see a sign-in link when `signInHref` is given, else nothing. Works without JavaScript.
 */
export function ReportDisclosure({
  label,
  question,
  fields = {},
  action,
  signInHref,
  signInText,
  thanks,
}: {
  label: string;
  question: string;
  fields?: Record<string, string>;
  action?: string;
  signInHref?: string;
  signInText?: string;
  thanks: string;
}) {
  const viewer = useViewer();
  const fetcher = useFetcher<Answer>();
  const id = useId();
  // without JavaScript the form posts the page itself: its answer comes back as the page's action data
  const posted = useActionData<Answer | { version: number }>();
  const fromPage = !action && posted && ("created" in posted || "fields" in posted || ("ok" in posted && !posted.ok)) ? (posted as Answer) : undefined;
  const answer = fetcher.data ?? fromPage;
  if (!viewer) {
    if (!signInHref) return null;
    return (
      <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
        <Flag aria-hidden="true" className="size-4" /> {signInText}{" "}
        <Link to={signInHref} className="font-semibold text-primary-strong underline">
          Melden Sie sich an
        </Link>
        , um ihn der Redaktion zu melden.
      </p>
    );
  }
  if (answer?.ok) {
    return (
      <p role="status" className="rounded-xl bg-sand px-4 py-3 text-sm" data-testid="report-confirmation">
        <strong>Vielen Dank für Ihre Meldung.</strong> {thanks}
      </p>
    );
  }
  const reasonError = answer && !answer.ok ? (answer.fields?.reason ?? answer.message) : undefined;
  return (
    <details className="group rounded-xl border border-transparent open:border-line open:bg-white" open={reasonError ? true : undefined}>
      <summary className="flex min-h-11 w-fit cursor-pointer items-center gap-2 text-sm font-semibold text-muted hover:text-ink group-open:w-full group-open:px-4">
        <Flag aria-hidden="true" className="size-4" /> {label}
      </summary>
      <fetcher.Form method="post" action={action} className="flex flex-col gap-3 border-t border-line p-4" noValidate>
        <input type="hidden" name="intent" value="report" />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
          {question}
        </label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          rows={3}
          required
          maxLength={1000}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${id}-hint${reasonError ? ` ${id}-error` : ""}`}
          className="rounded-lg border border-line px-3 py-2 text-base"
        />
        <p id={`${id}-hint`} className="text-xs text-muted">
          Zum Beispiel Beleidigung, falsche Tatsachen oder Werbung. Die Redaktion entscheidet und benachrichtigt Sie.
        </p>
        {reasonError ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
            {reasonError}
          </p>
        ) : null}
        <Button type="submit" variant="outline" size="sm" className="self-start" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null} Meldung senden
        </Button>
      </fetcher.Form>
    </details>
  );
}
