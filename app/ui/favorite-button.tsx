import { Heart } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import { useViewer } from "~/lib/use-viewer";
import { showToast } from "~/ui/toaster";

type FavoriteType = "event" | "location" | "artist";

/**
 * Client cache of favorite states shared by every heart on the page. Hearts ask for their state
 * in one batched request per type (cards are rendered by other modules with only type and id).
 */
const states = new Map<string, boolean>();
const listeners = new Set<() => void>();
const queued = new Map<FavoriteType, Set<string>>();
let timer: ReturnType<typeof setTimeout> | null = null;
let loadedFor: string | null = null;

const key = (type: FavoriteType, id: string) => `${type}:${id}`;
const emit = () => {
  for (const l of listeners) l();
};

function flush() {
  timer = null;
  const batches = [...queued.entries()];
  queued.clear();
  for (const [type, idSet] of batches) {
    const ids = [...idSet];
    for (let i = 0; i < ids.length; i += 100) {
      const chunk = ids.slice(i, i + 100);
      fetch(`/api/favorites?type=${type}&ids=${chunk.join(",")}`, { credentials: "same-origin" })
        .then((r) => (r.ok ? (r.json() as Promise<{ favorites: string[] }>) : { favorites: [] }))
        .then(({ favorites }) => {
          const on = new Set(favorites);
          for (const id of chunk) if (!states.has(key(type, id))) states.set(key(type, id), on.has(id));
          emit();
        })
        .catch(() => undefined);
    }
  }
}

function request(type: FavoriteType, id: string) {
  if (states.has(key(type, id))) return;
  let set = queued.get(type);
  if (!set) queued.set(type, (set = new Set()));
  set.add(id);
  timer ??= setTimeout(flush, 30);
}

/**
 * The heart on event, place and artist cards and detail pages (spec §5 "Favoriting").
 * Anonymous click → 'Anmeldung erforderlich'; failure → 'Fehler' / 'Favorit konnte nicht aktualisiert werden.'
 */
export function FavoriteButton({ type, id, label }: { type: FavoriteType; id: string; label: string }) {
  const viewer = useViewer();
  const [, force] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const l = () => force((n) => n + 1);
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  }, []);

  useEffect(() => {
    // a different account (or signed out) → forget cached states
    const who = viewer?.id ?? null;
    if (loadedFor !== who) {
      states.clear();
      loadedFor = who;
    }
    if (who) request(type, id);
  }, [viewer?.id, type, id]);

  const active = !!viewer && states.get(key(type, id)) === true;

  async function toggle(e: React.MouseEvent) {
    e.preventDefault();
    e.stopPropagation();
    if (!viewer) {
      showToast({ type: "info", title: "Anmeldung erforderlich", description: "Melden Sie sich an, um Favoriten zu verwalten." });
      return;
    }
    if (busy) return;
    const next = !active;
    states.set(key(type, id), next);
    emit();
    setBusy(true);
    try {
      const body = new FormData();
      body.set("type", type);
      body.set("id", id);
      body.set("favorite", String(next));
      const res = await fetch("/api/favorites", { method: "POST", body, credentials: "same-origin" });
      const json = (await res.json().catch(() => ({}))) as { ok?: boolean; favorite?: boolean; title?: string; message?: string };
      if (res.status === 401) {
        states.set(key(type, id), !next);
        showToast({ type: "info", title: "Anmeldung erforderlich", description: "Melden Sie sich an, um Favoriten zu verwalten." });
      } else if (!res.ok || !json.ok) {
        throw new Error(json.message ?? "Favorit konnte nicht aktualisiert werden.");
      } else {
        states.set(key(type, id), json.favorite === true);
      }
    } catch {
      states.set(key(type, id), !next);
      showToast({ type: "error", title: "Fehler", description: "Favorit konnte nicht aktualisiert werden." });
    } finally {
      setBusy(false);
      emit();
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={active}
      aria-busy={busy || undefined}
      data-favorite-type={type}
      data-favorite-id={id}
      data-testid="favorite-button"
      title={active ? "Aus Favoriten entfernen" : "Als Favorit merken"}
      className={cn(
        "fav-btn",
        active ? "text-primary" : "text-ink",
      )}
    >
      <Heart aria-hidden="true" className={cn("size-5", active && "fill-current")} />
      <span className="sr-only">{active ? `${label} aus Favoriten entfernen` : `${label} merken`}</span>
    </button>
  );
}
