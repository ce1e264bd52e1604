import { Bell, BellOff, CheckCheck, X } from "lucide-react";
import { usePopover } from "~/ui/use-popover";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import {
  notificationAction,
  notifyLocalChange,
  useNotificationFeed,
} from "~/modules/engagement/components/live-notifications";
import { NotificationList, retryAlert } from "~/modules/engagement/components/notification-list";
import { badgeCount } from "~/modules/engagement/relative-time";

/**
 * The bell in the header (spec §2.5): unread count capped at '99+', a panel with the last
 * 7 days (max 50), live through SSE with a 30 s poll as fallback.
 */
export function NotificationBell({ city }: { city: string }) {
  const { open, setOpen, ref } = usePopover();
  const { feed, error, reload, setFeed } = useNotificationFeed(true);

  const unread = feed?.unread ?? 0;

  async function act(intent: "read" | "read-all" | "delete", id?: string) {
    if (!feed) return;
    const before = feed;
    // optimistic
    if (intent === "read") setFeed({ unread: Math.max(0, feed.unread - (feed.items.find((n) => n.id === id && !n.isRead) ? 1 : 0)), items: feed.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)) });
    if (intent === "read-all") setFeed({ unread: 0, items: feed.items.map((n) => ({ ...n, isRead: true })) });
    if (intent === "delete") setFeed({ unread: Math.max(0, feed.unread - (feed.items.find((n) => n.id === id && !n.isRead) ? 1 : 0)), items: feed.items.filter((n) => n.id !== id) });
    const ok = await notificationAction(intent, id);
    if (!ok) {
      setFeed(before);
      retryAlert();
    }
    notifyLocalChange();
    void reload();
  }

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="notification-panel"
        onClick={() => setOpen((o) => !o)}
        data-testid="notification-bell"
        className="relative inline-flex size-11 items-center justify-center rounded-full border border-line bg-white hover:border-ink/40"
      >
        <Bell aria-hidden="true" className="size-5" />
        <span className="sr-only">Benachrichtigungen{unread ? ` (${unread} ungelesen)` : ""}</span>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold text-white ring-2 ring-paper"
          >
            {badgeCount(unread)}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id="notification-panel"
          role="dialog"
          aria-label="Benachrichtigungen"
          className="fixed inset-x-2 top-[4.5rem] z-50 flex max-h-[75dvh] flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
            <p className="truncate font-display text-base font-semibold sm:text-lg">Benachrichtigungen</p>
            <div className="flex items-center gap-1">
              {unread > 0 ? (
                <button
                  type="button"
                  onClick={() => void act("read-all")}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-primary-strong hover:bg-sand"
                >
                  <CheckCheck aria-hidden="true" className="size-4" />
                  <span className="sr-only sm:not-sr-only">Alle gelesen</span>
                </button>
              ) : null}
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand sm:hidden"
              >
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">Schließen</span>
              </button>
            </div>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {!feed && !error ? (
              <p className="px-4 py-8 text-center text-sm text-muted">Wird geladen …</p>
            ) : error && !feed ? (
              <div className="px-4 py-8 text-center text-sm">
                <p className="text-muted">Benachrichtigungen konnten nicht geladen werden.</p>
                <button type="button" onClick={() => void reload()} className="mt-2 min-h-11 font-semibold text-primary-strong underline">
                  Erneut versuchen
                </button>
              </div>
            ) : feed && feed.items.length === 0 ? (
              <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
                <BellOff aria-hidden="true" className="size-8 text-primary" />
                <p className="font-semibold">Keine neuen Benachrichtigungen</p>
                <p className="text-sm text-muted">Hier erscheinen Neuigkeiten der letzten 7 Tage.</p>
              </div>
            ) : feed ? (
              <NotificationList
                compact
                items={feed.items}
                onRead={(id) => void act("read", id)}
                onDelete={(id) => void act("delete", id)}
                onNavigate={() => setOpen(false)}
              />
            ) : null}
          </div>
          <Link
            to={`/${city}/profile/notifications`}
            className={cn("flex min-h-12 items-center justify-center border-t border-line text-sm font-semibold text-primary-strong hover:bg-sand")}
          >
            Alle Benachrichtigungen anzeigen
          </Link>
        </div>
      ) : null}
    </div>
  );
}
