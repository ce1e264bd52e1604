import { AlertCircle, Bell, Calendar, Check, Heart, MessageCircle, Trash2, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { relativeTime } from "~/modules/engagement/relative-time";
import type { NotificationItem } from "~/modules/engagement/components/live-notifications";
import { showToast } from "~/ui/toaster";

const ICONS: Record<string, typeof Bell> = { event: Calendar, follow: UserPlus, like: Heart, comment: MessageCircle, system: Bell };

export const CONFIRM_DELETE = "Benachrichtigung wirklich löschen?";
export const CONFIRM_DELETE_ALL = "Alle Benachrichtigungen wirklich löschen?";

export function retryAlert() {
  showToast({ type: "error", title: "Aktion fehlgeschlagen", description: "Bitte versuchen Sie es erneut." });
}

/** Notifications, newest first, with mark-read and delete (confirmation) per item. */
export function NotificationList({
  items,
  onRead,
  onDelete,
  compact,
  onNavigate,
}: {
  items: NotificationItem[];
  onRead: (id: string) => void;
  onDelete: (id: string) => void;
  compact?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className={cn("flex flex-col", compact ? "divide-y divide-line" : "gap-3")} data-testid="notification-list">
      {items.map((n) => {
        const Icon = n.priority === "urgent" || n.priority === "high" ? AlertCircle : (ICONS[n.type] ?? Bell);
        const body = (
          <>
            <p className={cn("text-sm leading-snug", n.isRead ? "font-medium" : "font-bold")}>{n.title}</p>
            <p className="mt-0.5 line-clamp-3 text-sm text-muted">{n.message}</p>
            <p className="mt-1 text-xs text-muted">
              <time dateTime={n.createdAt} suppressHydrationWarning>
                {relativeTime(n.createdAt)}
              </time>
            </p>
          </>
        );
        return (
          <li
            key={n.id}
            data-notification-id={n.id}
            data-read={n.isRead ? "true" : "false"}
            className={cn(
              "flex gap-3",
              compact ? "px-4 py-3" : "rounded-2xl border border-line bg-white p-4",
              !n.isRead && (compact ? "bg-primary-soft/50" : "border-primary/30 bg-primary-soft/40"),
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "inline-flex size-9 shrink-0 items-center justify-center rounded-full",
                n.isRead ? "bg-sand text-muted" : "bg-primary text-white",
              )}
            >
              <Icon className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              {!n.isRead ? <span className="sr-only">Ungelesen: </span> : null}
              {n.actionUrl ? (
                <Link
                  to={n.actionUrl}
                  className="block rounded hover:underline"
                  onClick={() => {
                    if (!n.isRead) onRead(n.id);
                    onNavigate?.();
                  }}
                >
                  {body}
                </Link>
              ) : (
                body
              )}
            </div>
            <div className="flex shrink-0 flex-col gap-1">
              {!n.isRead ? (
                <button
                  type="button"
                  onClick={() => onRead(n.id)}
                  className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
                  title="Als gelesen markieren"
                >
                  <Check aria-hidden="true" className="size-4" />
                  <span className="sr-only">„{n.title}“ als gelesen markieren</span>
                </button>
              ) : null}
              <button
                type="button"
                onClick={() => {
                  if (window.confirm(CONFIRM_DELETE)) onDelete(n.id);
                }}
                className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-danger"
                title="Löschen"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">„{n.title}“ löschen</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
