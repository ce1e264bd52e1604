import { Loader2, PenLine, Star, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { cn } from "~/lib/cn";
import { formatDate, formatDateTime } from "~/lib/format";
import { useViewer } from "~/lib/use-viewer";
import { Stars } from "~/modules/reviews/components/stars";
import { ELIGIBILITY_TEXT, type OwnReview, type ReviewEligibility } from "~/modules/reviews/rules";
import { ConfirmDialog } from "~/ui/back-office/confirm-dialog";
import { Button } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/form-field";
import { showToast } from "~/ui/toaster";

type ApiError = { code?: string; message?: string; fields?: Record<string, string> };

/** What differs between the reviews of events and of places. */
export type ReviewSubject = {
  /** The review API of the event or place (GET: own review and eligibility; POST: write, report). */
  api: string;
  /** The form's heading for a new review. */
  heading: string;
  /** Most characters of the text. */
  bodyMax: number;
  /** Who answers reviews ("des Veranstalters", "des Betreibers"), for the delete confirmation. */
  answerer: string;
  /** What anonymous visitors see instead of the form (null: nothing). */
  signIn: React.ReactNode;
};

/**
 * The visitor's own part of a reviews section: the form for those who may review, their review with
 * edit and delete, or why they cannot review. Asked for after hydration from the subject's review
 * API, so the cached anonymous page never contains anyone's eligibility.
 */
export function OwnReviewPanel({ subject }: { subject: ReviewSubject }) {
  const api = subject.api;
  const viewer = useViewer();
  const revalidator = useRevalidator();
  const [eligibility, setEligibility] = useState<ReviewEligibility | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);

  const load = useCallback(async () => {
    try {
      const res = await fetch(api, { credentials: "same-origin" });
      const json = (await res.json()) as { signedIn: boolean; eligibility?: ReviewEligibility };
      setEligibility(json.eligibility ?? null);
      setFailed(!res.ok);
    } catch {
      setFailed(true);
    }
  }, [api]);

  useEffect(() => {
    if (viewer?.id) void load();
    else setEligibility(null);
  }, [viewer?.id, load]);

  if (!viewer) return subject.signIn;
  if (failed) return <p className="rounded-xl bg-sand px-4 py-3 text-sm">Ihr Bewertungsstatus konnte nicht geladen werden.</p>;
  if (!eligibility) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Bewertungsstatus wird geladen …
      </p>
    );
  }

  const done = (message: string) => {
    showToast({ type: "success", title: message });
    setEditing(false);
    void load();
    revalidator.revalidate();
  };

  switch (eligibility.state) {
    case "not_ended":
      return (
        <p className="rounded-xl bg-sand px-4 py-3 text-sm" data-testid="review-ineligible">
          {ELIGIBILITY_TEXT.not_ended} (ab {formatDateTime(eligibility.endsAt)})
        </p>
      );
    case "no_ticket":
    case "cancelled":
      return (
        <p className="rounded-xl bg-sand px-4 py-3 text-sm" data-testid="review-ineligible">
          {ELIGIBILITY_TEXT[eligibility.state]}
        </p>
      );
    case "eligible":
      return <ReviewForm subject={subject} verified={eligibility.verified} onDone={() => done("Danke für Ihre Bewertung!")} />;
    case "reviewed":
      return editing ? (
        <ReviewForm subject={subject} verified={eligibility.verified} own={eligibility.review} onDone={() => done("Bewertung aktualisiert")} onCancel={() => setEditing(false)} />
      ) : (
        <OwnReviewCard review={eligibility.review} subject={subject} onEdit={() => setEditing(true)} onDeleted={() => done("Bewertung gelöscht")} />
      );
  }
}

async function send(api: string, body: FormData): Promise<{ ok: true } | ({ ok: false } & ApiError)> {
  try {
    const res = await fetch(api, { method: "POST", body, credentials: "same-origin" });
    const json = (await res.json().catch(() => ({}))) as ApiError & { ok?: boolean };
    if (res.ok && json.ok) return { ok: true };
    return { ok: false, ...json, message: json.message ?? "Ein unerwarteter Fehler ist aufgetreten." };
  } catch {
    return { ok: false, message: "Keine Verbindung. Bitte versuchen Sie es erneut." };
  }
}

function OwnReviewCard({ review, subject, onEdit, onDeleted }: { review: OwnReview; subject: ReviewSubject; onEdit: () => void; onDeleted: () => void }) {
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    const body = new FormData();
    body.set("intent", "delete");
    const r = await send(subject.api, body);
    setBusy(false);
    setConfirm(false);
    if (r.ok) onDeleted();
    else showToast({ type: "error", title: "Fehler", description: r.message });
  }
  return (
    <div className="rounded-[var(--radius-card)] border-2 border-secondary/30 bg-secondary-soft/30 p-5" data-testid="own-review">
      <p className="text-sm font-semibold text-secondary">Ihre Bewertung vom {formatDate(review.createdAt)}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Stars rating={review.rating} />
        <p className="font-semibold [overflow-wrap:anywhere]">{review.title}</p>
      </div>
      <p className="mt-2 whitespace-pre-line text-sm [overflow-wrap:anywhere]">{review.body}</p>
      {review.status === "hidden" ? (
        <p className="mt-3 rounded-lg bg-[#fff3cd] px-3 py-2 text-sm text-warning">Diese Bewertung wurde von der Redaktion ausgeblendet und ist nicht öffentlich sichtbar.</p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <PenLine aria-hidden="true" className="size-4" /> Bearbeiten
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirm(true)}>
          <Trash2 aria-hidden="true" className="size-4" /> Löschen
        </Button>
      </div>
      <ConfirmDialog open={confirm} title="Bewertung löschen?" confirmLabel="Löschen" pending={busy} onCancel={() => setConfirm(false)} onConfirm={remove}>
        Ihre Bewertung und eine Antwort {subject.answerer} darauf werden entfernt.
      </ConfirmDialog>
    </div>
  );
}

const STAR_WORDS = ["", "Schlecht", "Mäßig", "Okay", "Gut", "Großartig"];

function ReviewForm({ subject, verified, own, onDone, onCancel }: { subject: ReviewSubject; verified: boolean; own?: OwnReview; onDone: () => void; onCancel?: () => void }) {
  const [rating, setRating] = useState(own?.rating ?? 0);
  const [hover, setHover] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = hover || rating;

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return; // a double click sends once
    setBusy(true);
    setMessage(null);
    const body = new FormData(e.currentTarget);
    body.set("intent", own ? "update" : "create");
    const r = await send(subject.api, body);
    setBusy(false);
    if (r.ok) {
      setErrors({});
      onDone();
      return;
    }
    setErrors(r.fields ?? {});
    setMessage(r.fields && Object.keys(r.fields).length ? "Bitte überprüfen Sie Ihre Eingaben." : (r.message ?? null));
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5" data-testid="review-form">
      <div>
        <h3 className="text-lg font-bold">{own ? "Bewertung bearbeiten" : subject.heading}</h3>
        {verified ? <p className="mt-1 text-sm text-success">Ihre Bewertung erscheint mit dem Hinweis „verifizierte Teilnahme“.</p> : null}
      </div>
      {message ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
      <fieldset aria-describedby={errors.rating ? "review-rating-error" : undefined}>
        <legend className="text-sm font-semibold">
          Sterne<span aria-hidden="true" className="text-primary"> *</span>
        </legend>
        <div className="mt-1 flex items-center gap-1" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="relative flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-secondary" onMouseEnter={() => setHover(n)}>
              <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" />
              <Star aria-hidden="true" className={cn("size-8 transition-colors", n <= shown ? "fill-[#f5a623] text-[#f5a623]" : "text-muted/50")} strokeWidth={1.5} />
              <span className="sr-only">{n === 1 ? "1 Stern" : `${n} Sterne`}</span>
            </label>
          ))}
          <span className="ml-2 text-sm font-medium text-muted" aria-hidden="true">
            {STAR_WORDS[shown]}
          </span>
        </div>
        {errors.rating ? (
          <p id="review-rating-error" className="mt-1 text-sm font-medium text-danger">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <TextField label="Titel" name="title" required maxLength={120} defaultValue={own?.title} error={errors.title} placeholder="z. B. Toller Abend am Hafen" />
      <TextAreaField label="Ihre Bewertung" name="body" required maxLength={subject.bodyMax} defaultValue={own?.body} error={errors.body} hint="Mindestens 10 Zeichen. Ihr Vorname und der erste Buchstabe Ihres Nachnamens werden angezeigt." />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {own ? "Änderungen speichern" : "Bewertung veröffentlichen"}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Abbrechen
          </Button>
        ) : null}
      </div>
    </form>
  );
}
