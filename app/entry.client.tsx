import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { logClientError } from "~/lib/client-log";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      // recoverable errors (e.g. hydration mismatches) go to the local error log with their component stack
      onRecoverableError(error, info) {
        const e = error instanceof Error ? error : new Error(String(error));
        logClientError({ level: "error", name: e.name, message: e.message, componentStack: info.componentStack ?? undefined, url: window.location.href });
      },
    },
  );
});
