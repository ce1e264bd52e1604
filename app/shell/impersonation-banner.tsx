import { UserCheck } from "lucide-react";
import { Form } from "react-router";
import { useViewer } from "~/lib/use-viewer";
import { admin, linkTo } from "~/registry";

/**
 * While an admin acts as someone (better-auth admin plugin impersonation), every page says so in a bar
 * fixed to the bottom of the window (the headers are fixed to the top): 'Sie handeln als <Name> – beenden'. The button ends the impersonation and returns to the
 * account's admin page (its action restores the admin's own session).
 */
export function ImpersonationBanner() {
  const viewer = useViewer();
  if (!viewer?.impersonatedBy) return null;
  return (
    <div role="status" data-testid="impersonation-banner" className="fixed inset-x-0 bottom-0 z-50 bg-ink px-4 py-2 text-sm text-white shadow-lg">
      <Form method="post" action={linkTo(admin, "userEdit", { id: viewer.id })} className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-2 gap-y-1">
        <UserCheck aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Sie handeln als <strong>{viewer.displayName}</strong>
        </span>
        <span aria-hidden="true">–</span>
        <button type="submit" name="intent" value="endImpersonation" className="rounded-md bg-white px-2.5 py-1 font-semibold text-ink underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
          beenden
        </button>
      </Form>
    </div>
  );
}
