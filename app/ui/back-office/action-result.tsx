import { AlertCircle, CheckCircle2 } from "lucide-react";
import { Form, useActionData } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { cn } from "~/lib/cn";
import { ConfirmSubmitButton } from "~/ui/back-office/confirm-dialog";
import type { IntentSpec } from "~/ui/back-office/intents";
import { Button } from "~/ui/button";

/** The answer of this page's action, in the one action shape (forms, row and bulk actions alike). */
export function useActionResult<D = unknown>(): ActionResult<D> | undefined {
  const answer = useActionData() as unknown;
  return typeof answer === "object" && answer !== null && "ok" in answer ? (answer as ActionResult<D>) : undefined;
}

/**
 * What the last action said, above a list or form: 'x von y erledigt' with the refused rows and
 * their reasons, or the German refusal. `rowLabel` names a refused row by what the page shows.
 */
export function ActionResultNotice({ result, rowLabel, className }: { result: ActionResult | undefined; rowLabel?: (id: string) => string | undefined; className?: string }) {
  if (!result?.message || result.submission) return null;
  const Icon = result.ok ? CheckCircle2 : AlertCircle;
  return (
    <div
      role={result.ok ? "status" : "alert"}
      className={cn(
        "rounded-xl border px-4 py-3 text-sm",
        result.ok ? "border-success/30 bg-[#ecfdf3] text-success" : "border-danger/30 bg-danger/5 text-danger",
        className,
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-4 shrink-0" /> {result.message}
      </p>
      {result.refused?.length ? (
        <ul className="mt-2 list-disc pl-10 text-ink">
          {result.refused.map((r) => (
            <li key={r.id}>
              <span className="font-medium">{rowLabel?.(r.id) ?? r.id}</span>: {r.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A row action: a small POST form with `intent` and `id`; it asks first when the intent has a
 * `confirm`. Works before hydration (the server checks again either way).
 */
export function IntentButton({
  intent,
  spec,
  id,
  action,
  fields,
  variant = "outline",
  className,
  title,
  confirmTitle,
  confirmBody,
  children,
}: {
  intent: string;
  spec: IntentSpec;
  id?: string;
  /** Post to another route (default: this page). */
  action?: string;
  /** Extra hidden fields of the intent's input. */
  fields?: Record<string, string>;
  variant?: "primary" | "secondary" | "outline" | "ghost" | "danger";
  className?: string;
  /** Tooltip of an icon button. */
  title?: string;
  /** The confirmation's title for this row ("„Sommerfest“ löschen?"). */
  confirmTitle?: string;
  confirmBody?: string;
  children?: React.ReactNode;
}) {
  const label = children ?? spec.label;
  return (
    <Form method="post" action={action} className="contents" preventScrollReset>
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {Object.entries(fields ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {spec.confirm ? (
        <ConfirmSubmitButton
          name="intent"
          value={intent}
          title={confirmTitle ?? spec.confirm.title}
          body={confirmBody ?? spec.confirm.body}
          confirmLabel={spec.confirm.confirmLabel ?? spec.label}
          tone={spec.tone}
          variant={variant}
          className={className}
        >
          {label}
        </ConfirmSubmitButton>
      ) : (
        <Button type="submit" name="intent" value={intent} variant={variant} size="sm" className={className} title={title}>
          {label}
        </Button>
      )}
    </Form>
  );
}
