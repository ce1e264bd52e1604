import { BellOff, CheckCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/notifications";
import { requireUser } from "~/auth-edge/guards.server";
import {
  notificationAction,
  notifyLocalChange,
  useNotificationEvents,
} from "~/modules/engagement/components/live-notifications";
import { CONFIRM_DELETE_ALL, NotificationList, retryAlert } from "~/modules/engagement/components/notification-list";
import { listNotifications } from "~/modules/engagement/notifications.server";
import { Button } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(cityArea, cityArea.pages.profileNotifications) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return listNotifications(viewer);
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  // live: SSE (LISTEN/NOTIFY) plus a 30 s poll reload this page's data
  useNotificationEvents(() => {
    if (revalidator.state === "idle") void revalidator.revalidate();
  });

  async function run(intent: "read" | "read-all" | "delete" | "delete-all", id?: string) {
    setBusy(true);
    const ok = await notificationAction(intent, id);
    setBusy(false);
    if (!ok) retryAlert();
    notifyLocalChange();
    void revalidator.revalidate();
  }

  const { items, unread } = loaderData;
  return (
    <section aria-labelledby="notifications-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="notifications-title" className="text-2xl font-bold">Benachrichtigungen</h2>
          <p className="text-muted" aria-live="polite">
            {unread === 0 ? "Alles gelesen." : unread === 1 ? "1 ungelesene Benachrichtigung" : `${unread} ungelesene Benachrichtigungen`} · letzte 7 Tage
          </p>
        </div>
        {items.length ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={busy || unread === 0} onClick={() => void run("read-all")}>
              <CheckCheck aria-hidden="true" className="size-4" /> Alle als gelesen markieren
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                if (window.confirm(CONFIRM_DELETE_ALL)) void run("delete-all");
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" /> Alle löschen
            </Button>
          </div>
        ) : null}
      </div>
      <div className="mt-6 max-w-3xl">
        {items.length === 0 ? (
          <EmptyState icon={<BellOff className="size-10" />} title="Keine Benachrichtigungen">
            Hier erscheinen Neuigkeiten zu Ihren Buchungen, Anfragen und Favoriten aus den letzten 7 Tagen.
          </EmptyState>
        ) : (
          <NotificationList items={items} onRead={(id) => void run("read", id)} onDelete={(id) => void run("delete", id)} />
        )}
      </div>
    </section>
  );
}
