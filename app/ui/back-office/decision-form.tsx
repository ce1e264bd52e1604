import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/ui/button";
import { TextAreaField } from "~/ui/form-field";

/**
 * Approve or refuse one open request (a refund, an organizer application) with an answer to the
 * person who asked; posts `intent=approve|reject`, `id` and `response` to the page's `runIntents`.
 */
export function DecisionForm({
  id,
  labels,
  response,
  className = "flex w-full flex-col gap-2 md:w-72",
  children,
}: {
  id: string;
  labels: { approve: string; reject: string };
  response: { label: string; hint?: string };
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset className={className}>
      <input type="hidden" name="id" value={id} />
      {children}
      <TextAreaField label={response.label} name="response" className="min-h-20" hint={response.hint} maxLength={2000} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="approve" size="sm">
          <Check aria-hidden="true" className="size-4" /> {labels.approve}
        </Button>
        <Button type="submit" name="intent" value="reject" size="sm" variant="outline">
          <X aria-hidden="true" className="size-4" /> {labels.reject}
        </Button>
      </div>
    </Form>
  );
}
