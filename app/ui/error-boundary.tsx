import { Component, type ErrorInfo, type ReactNode } from "react";
import { AlertTriangle, Home, RefreshCw } from "lucide-react";
import { logClientError } from "~/lib/client-log";
import { showToast } from "~/ui/toaster";

export const MAX_RETRIES = 3;

/** The shared look of every error screen: title, text, retry (max 3), reload, home. */
export function ErrorPanel({
  title,
  message,
  onRetry,
  retriesLeft,
  compact,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
  retriesLeft?: number;
  compact?: boolean;
}) {
  return (
    <div
      role="alert"
      className={
        compact
          ? "rounded-2xl border border-danger/30 bg-white p-5"
          : "mx-auto my-16 max-w-xl rounded-3xl border border-line bg-white p-8 text-center shadow-sm"
      }
    >
      <AlertTriangle aria-hidden="true" className={compact ? "mb-2 size-6 text-danger" : "mx-auto mb-4 size-10 text-danger"} />
      <h2 className={compact ? "text-lg font-semibold" : "text-2xl font-bold"}>{title}</h2>
      <p className="mt-2 text-muted">{message}</p>
      <div className={compact ? "mt-4 flex flex-wrap gap-2" : "mt-6 flex flex-wrap justify-center gap-3"}>
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-primary px-5 text-sm font-semibold text-white hover:bg-primary-strong"
          >
            <RefreshCw aria-hidden="true" className="size-4" /> Erneut versuchen
            {retriesLeft !== undefined ? <span className="sr-only"> (noch {retriesLeft} Versuche)</span> : null}
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-5 text-sm font-semibold hover:border-ink/40"
        >
          Seite neu laden
        </button>
        <a href="/" className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-5 text-sm font-semibold hover:border-ink/40">
          <Home aria-hidden="true" className="size-4" /> Zur Startseite
        </a>
      </div>
    </div>
  );
}

type State = { error: Error | null; retries: number };

/**
 * Component-level boundary ('Komponenten-Fehler'): a broken widget does not take the page down.
 * Retry re-renders the children, at most 3 times; then the toast 'Zu viele Wiederholungen'.
 */
export class ComponentErrorBoundary extends Component<{ children: ReactNode; name?: string; level?: "component" | "critical" }, State> {
  state: State = { error: null, retries: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    logClientError({
      level: this.props.level === "critical" ? "critical" : "error",
      name: error.name,
      message: error.message,
      componentStack: info.componentStack ?? undefined,
      url: typeof window !== "undefined" ? window.location.href : undefined,
    });
  }

  retry = () => {
    if (this.state.retries >= MAX_RETRIES) {
      showToast({ type: "error", title: "Zu viele Wiederholungen", description: "Bitte laden Sie die Seite neu." });
      return;
    }
    this.setState((s) => ({ error: null, retries: s.retries + 1 }));
  };

  render() {
    if (this.state.error) {
      const critical = this.props.level === "critical";
      return (
        <ErrorPanel
          compact={!critical}
          title={critical ? "Kritischer Fehler" : "Komponenten-Fehler"}
          message={
            critical
              ? "Die Anwendung ist auf einen schweren Fehler gestoßen."
              : `${this.props.name ?? "Dieser Bereich"} konnte nicht angezeigt werden.`
          }
          onRetry={this.retry}
          retriesLeft={MAX_RETRIES - this.state.retries}
        />
      );
    }
    return this.props.children;
  }
}
