import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { AlertTriangle, CheckCircle2, CloudOff, ListChecks, LogOut, Search, Settings, Ticket, XCircle } from "lucide-react";
import { formatDate, formatDateTime, formatTime } from "~/lib/format";
import { CHECK_IN_METHOD, parseTicketInput, reasonMessage, type CheckInReason } from "~/modules/ticketing/check-in-reasons";
import type { CheckInCounters, ScannerView, SearchHit } from "~/modules/ticketing/check-in-views.server";
import { Button } from "~/ui/button";
import { CameraScanner } from "./camera-scanner";
import { signal, unlockAudio } from "./feedback";
import { offlineCacheNote, uploadedScansNote } from "./scanner-texts";
import { dropQueued, enqueueScan, findTicket, listMeta, markTicket, queuedScans, storeTicketList } from "./offline-store";

type Answer = {
  ok: boolean;
  title: string;
  name: string | null;
  category: string | null;
  message: string;
  detail: string | null;
  offline: boolean;
  direction: "entry" | "exit";
};

type Conflict = { nonce: string; name: string | null; message: string };

type ServerScan =
  | { ok: true; attendee: { id: string; name: string; category: string | null; ticketNumber: string }; direction: "entry" | "exit"; message: string }
  | {
      ok: false;
      reason: CheckInReason;
      message: string;
      attendee: { name: string; category: string | null; ticketNumber: string } | null;
      firstCheckIn: { at: string; gate: string | null } | null;
    };

const DEDUPE_MS = 3000;

function newNonce() {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function deviceId(): string {
  const key = "stadtpuls.checkin.device";
  let id = localStorage.getItem(key);
  if (!id) {
    id = `gerät-${newNonce().slice(0, 8)}`;
    localStorage.setItem(key, id);
  }
  return id;
}

function toAnswer(r: ServerScan, offline = false): Answer {
  if (r.ok) {
    return {
      ok: true,
      title: r.direction === "exit" ? "Check-out erfasst" : "Check-in erfolgreich",
      name: r.attendee.name,
      category: r.attendee.category,
      message: r.message,
      detail: null,
      offline,
      direction: r.direction,
    };
  }
  const first = r.firstCheckIn ? `Erster Check-in: ${formatDateTime(r.firstCheckIn.at)}${r.firstCheckIn.gate ? ` · ${r.firstCheckIn.gate}` : ""}` : null;
  return {
    ok: false,
    title: "Check-in fehlgeschlagen",
    name: r.attendee?.name ?? null,
    category: r.attendee?.category ?? null,
    message: r.message,
    detail: first,
    offline,
    direction: "entry",
  };
}

/** The door: camera, ticket number, search, full-screen answers, live counters, offline queue. */
export function ScannerPage({ view }: { view: ScannerView }) {
  const eventId = view.event.id;
  const settingsKey = `stadtpuls.checkin.${eventId}`;
  const [setup, setSetup] = useState<{ listId: string; gate: string } | null>(null);
  const [editing, setEditing] = useState(false);
  const [direction, setDirection] = useState<"entry" | "exit">("entry");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [counters, setCounters] = useState<CheckInCounters>(view.counters);
  const [online, setOnline] = useState(true);
  const [queued, setQueued] = useState(0);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [cacheInfo, setCacheInfo] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const lastSeen = useRef<{ text: string; at: number } | null>(null);
  const busy = useRef(false);
  const list = view.lists.find((l) => l.id === setup?.listId) ?? null;

  // settings kept on the device (gate picked once, device id created once)
  useEffect(() => {
    const saved = localStorage.getItem(settingsKey);
    let parsed: { listId: string; gate: string } | null = null;
    try {
      parsed = saved ? (JSON.parse(saved) as { listId: string; gate: string }) : null;
    } catch {
      parsed = null;
    }
    if (parsed && view.lists.some((l) => l.id === parsed.listId) && parsed.gate) setSetup(parsed);
    else setEditing(true);
    setOnline(navigator.onLine);
  }, [settingsKey, view.lists]);

  // page shell for offline use (scope /organizer/check-in/)
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register("/check-in-sw.js", { scope: "/organizer/check-in/" })
      .then(async (reg) => {
        const sw = reg.active ?? reg.installing ?? reg.waiting;
        const urls = [
          window.location.pathname,
          ...performance
            .getEntriesByType("resource")
            .map((e) => new URL(e.name))
            .filter((u) => u.origin === window.location.origin && !u.pathname.startsWith("/api/"))
            .map((u) => u.pathname + u.search),
        ];
        const send = (w: ServiceWorker | null | undefined) => w?.postMessage({ type: "cache-urls", urls });
        if (sw?.state === "activated") send(sw);
        else sw?.addEventListener("statechange", () => sw.state === "activated" && send(sw));
      })
      .catch(() => undefined);
  }, []);

  // live counters (SSE fed by LISTEN/NOTIFY)
  useEffect(() => {
    const es = new EventSource(`/api/check-in/${eventId}/stream`);
    es.addEventListener("counters", (e) => {
      try {
        setCounters(JSON.parse((e as MessageEvent<string>).data) as CheckInCounters);
      } catch {
        /* ignore a broken frame */
      }
    });
    return () => es.close();
  }, [eventId]);

  const refreshQueue = useCallback(async () => setQueued((await queuedScans(eventId)).length), [eventId]);

  // the ticket list for offline scanning, refreshed every minute while online
  const refreshCache = useCallback(async () => {
    if (!setup || !navigator.onLine) return;
    try {
      const res = await fetch(`/api/check-in/${eventId}/tickets?listId=${setup.listId}`, { headers: { Accept: "application/json" } });
      if (!res.ok) return;
      const body = (await res.json()) as { tickets: Parameters<typeof storeTicketList>[2] };
      await storeTicketList(eventId, setup.listId, body.tickets);
      const meta = await listMeta(eventId, setup.listId);
      if (meta) setCacheInfo(offlineCacheNote(meta.count, meta.syncedAt));
    } catch {
      /* offline: keep the cached list */
    }
  }, [eventId, setup]);

  const upload = useCallback(async () => {
    const scans = await queuedScans(eventId);
    if (scans.length === 0 || !navigator.onLine) return;
    try {
      const res = await fetch(`/api/check-in/${eventId}/sync`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ scans: scans.map(({ nonce, code, listId, direction: d, gate, deviceId: dev, scannedAt }) => ({ nonce, code, listId, direction: d, gate, deviceId: dev, scannedAt })) }),
      });
      if (!res.ok) return;
      const body = (await res.json()) as { results: Array<{ nonce: string; conflict: boolean; result: ServerScan }> };
      const found = body.results
        .filter((r) => r.conflict)
        .map((r) => ({ nonce: r.nonce, name: r.result.ok ? r.result.attendee.name : (r.result.attendee?.name ?? null), message: r.result.message }));
      if (found.length) setConflicts((c) => [...found, ...c.filter((x) => !found.some((f) => f.nonce === x.nonce))]);
      await dropQueued(body.results.map((r) => r.nonce));
      setHint(uploadedScansNote(body.results.length, found.length));
    } catch {
      /* still offline */
    } finally {
      await refreshQueue();
    }
  }, [eventId, refreshQueue]);

  useEffect(() => {
    void refreshQueue();
    void refreshCache();
    void upload();
    const goOnline = () => {
      setOnline(true);
      void upload().then(refreshCache);
    };
    const goOffline = () => setOnline(false);
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);
    const timer = window.setInterval(() => {
      void upload();
      void refreshCache();
    }, 60_000);
    return () => {
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
      window.clearInterval(timer);
    };
  }, [refreshCache, refreshQueue, upload]);

  // answers close themselves: success quickly, a refusal after the staff had time to read it
  useEffect(() => {
    if (!answer) return;
    const t = window.setTimeout(() => setAnswer(null), answer.ok ? 2500 : 6000);
    return () => window.clearTimeout(t);
  }, [answer]);

  function show(a: Answer) {
    setAnswer(a);
    signal(a.ok);
  }

  async function judgeOffline(code: string, nonce: string, dir: "entry" | "exit") {
    if (!setup) return;
    const parsed = parseTicketInput(code);
    const number = parsed.ticketNumber;
    const base = { offline: true, direction: dir, detail: null } as const;
    if (!number) {
      show({ ...base, ok: false, title: "Check-in fehlgeschlagen", name: null, category: null, message: reasonMessage("invalid") });
      return;
    }
    const t = await findTicket(eventId, setup.listId, number);
    if (!t) {
      show({ ...base, ok: false, title: "Check-in fehlgeschlagen", name: null, category: null, message: reasonMessage("invalid") });
      return;
    }
    if (dir === "entry" && t.state === "checked_in") {
      show({ ...base, ok: false, title: "Check-in fehlgeschlagen", name: t.name, category: t.category, message: reasonMessage("already_redeemed") });
      return;
    }
    await markTicket(eventId, setup.listId, number, dir === "entry" ? "checked_in" : "valid");
    await enqueueScan({ nonce, eventId, listId: setup.listId, code: number, direction: dir, gate: setup.gate, deviceId: deviceId(), scannedAt: new Date().toISOString() });
    await refreshQueue();
    show({ ...base, ok: true, title: dir === "exit" ? "Check-out erfasst" : "Check-in erfolgreich", name: t.name, category: t.category, message: "" });
  }

  async function scan(input: { code?: string; attendeeId?: string; method: "qr" | "manual" | "search" }) {
    if (!setup || busy.current) return;
    const code = input.code?.trim() ?? "";
    if (!input.attendeeId && !code) {
      show({ ok: false, title: "Check-in fehlgeschlagen", name: null, category: null, message: reasonMessage("required"), detail: null, offline: false, direction });
      return;
    }
    busy.current = true;
    const nonce = newNonce();
    try {
      if (!navigator.onLine) {
        if (input.attendeeId) setHint("Die Namenssuche braucht eine Verbindung. Bitte Ticketnummer eingeben.");
        else await judgeOffline(code, nonce, direction);
        return;
      }
      const ctrl = new AbortController();
      const timeout = window.setTimeout(() => ctrl.abort(), 6000);
      let res: Response;
      try {
        res = await fetch(`/api/check-in/${eventId}/scan`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ code: input.attendeeId ? null : code, attendeeId: input.attendeeId ?? null, method: input.method, listId: setup.listId, direction, gate: setup.gate, deviceId: deviceId(), nonce }),
          signal: ctrl.signal,
        });
      } catch {
        // no answer: judge on the device; the queued scan keeps its nonce, so a request that did arrive counts once
        if (!input.attendeeId) await judgeOffline(code, nonce, direction);
        return;
      } finally {
        window.clearTimeout(timeout);
      }
      if (res.status >= 500 && !input.attendeeId) {
        await judgeOffline(code, nonce, direction);
        return;
      }
      const body = (await res.json()) as ServerScan | { code: string; message: string };
      if ("ok" in body) {
        show(toAnswer(body));
        if (body.ok) await markTicket(eventId, setup.listId, body.attendee.ticketNumber, body.direction === "entry" ? "checked_in" : "valid").catch(() => undefined);
      } else show({ ok: false, title: "Check-in fehlgeschlagen", name: null, category: null, message: body.message, detail: null, offline: false, direction });
    } finally {
      busy.current = false;
    }
  }

  function onCameraCode(text: string) {
    const now = Date.now();
    const last = lastSeen.current;
    lastSeen.current = { text, at: now };
    // the same code seen again within a few seconds (still in front of the camera) is the same scan
    if (last && last.text === text && now - last.at < DEDUPE_MS) return;
    if (!text.startsWith("SPT1.")) {
      setHint("Unbekannter QR-Code – das ist kein Stadtpuls-Ticket. Der Scanner läuft weiter.");
      return;
    }
    void scan({ code: text, method: "qr" });
  }

  function saveSetup(next: { listId: string; gate: string }) {
    localStorage.setItem(settingsKey, JSON.stringify(next));
    setSetup(next);
    setEditing(false);
    setDirection("entry");
  }

  return (
    <div className="min-h-dvh bg-paper pb-10">
      <header className="sticky top-0 z-20 border-b border-line bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-2.5">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold uppercase tracking-wider text-primary">Check-in</p>
            <h1 className="truncate text-base font-bold">{view.event.title}</h1>
            <p className="truncate text-xs text-muted">
              {formatDate(view.event.startDate)} · {formatTime(view.event.startDate)} Uhr{view.event.venue ? ` · ${view.event.venue}` : ""}
            </p>
          </div>
          <span
            data-testid="connection"
            className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${online ? "bg-[#dcfae6] text-success" : "bg-[#fef0c7] text-warning"}`}
          >
            {online ? "Online" : <><CloudOff className="size-3.5" aria-hidden /> Offline</>}
          </span>
        </div>
      </header>

      <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pt-4">
        {editing || !setup ? (
          <SetupForm view={view} current={setup} onSave={saveSetup} onCancel={setup ? () => setEditing(false) : undefined} />
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="rounded-full bg-secondary-soft px-3 py-1 font-semibold text-secondary">{list?.name}</span>
              <span className="rounded-full bg-sand px-3 py-1 font-semibold">Eingang: {setup.gate}</span>
              <button type="button" className="min-h-11 px-2 font-semibold text-primary underline-offset-2 hover:underline" onClick={() => setEditing(true)}>
                Ändern
              </button>
              {list?.allowExit ? (
                <div role="radiogroup" aria-label="Richtung" className="ml-auto inline-flex rounded-full border border-line bg-white p-1">
                  {(["entry", "exit"] as const).map((d) => (
                    <button
                      key={d}
                      type="button"
                      role="radio"
                      aria-checked={direction === d}
                      onClick={() => setDirection(d)}
                      className={`min-h-9 rounded-full px-3 text-sm font-semibold ${direction === d ? "bg-ink text-white" : "text-ink"}`}
                    >
                      {d === "entry" ? "Einlass" : "Ausgang"}
                    </button>
                  ))}
                </div>
              ) : null}
            </div>

            {conflicts.length ? (
              <div role="alert" className="rounded-xl border border-danger/30 bg-[#fee4e2] p-3 text-sm text-danger">
                <p className="flex items-center gap-2 font-bold">
                  <AlertTriangle className="size-4" aria-hidden /> Konflikte beim Hochladen der Offline-Scans
                </p>
                <ul className="mt-1 list-disc pl-5">
                  {conflicts.map((c) => (
                    <li key={c.nonce}>
                      {c.name ?? "Unbekanntes Ticket"}: {c.message} (offline eingelassen)
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {!online || queued > 0 ? (
              <p data-testid="offline-banner" className="rounded-xl bg-[#fef0c7] p-3 text-sm font-medium text-warning">
                {!online ? "Keine Verbindung – der Scanner prüft gegen die gespeicherte Ticketliste (vorläufig). " : ""}
                {queued > 0 ? `${queued} Scan${queued === 1 ? "" : "s"} warten auf das Hochladen.` : ""}
              </p>
            ) : null}
            {hint ? (
              <p role="status" className="flex items-start justify-between gap-3 rounded-xl bg-sand p-3 text-sm">
                <span>{hint}</span>
                <button type="button" className="font-semibold text-primary" onClick={() => setHint(null)}>
                  OK
                </button>
              </p>
            ) : null}

            <CameraScanner onCode={onCameraCode} onStart={unlockAudio} />
            <ManualEntry onSubmit={(code) => void scan({ code, method: "manual" })} onTap={unlockAudio} />
            <NameSearch eventId={eventId} online={online} onConfirm={(hit) => void scan({ attendeeId: hit.attendeeId, method: "search" })} />
            {cacheInfo ? <p className="text-xs text-muted">{cacheInfo}</p> : null}
          </>
        )}

        <CountersPanel counters={counters} manage={view.access === "manage"} />

        {view.canSell ? (
          <Link to={`/organizer/check-in/${eventId}/box-office`} className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-primary px-5 font-semibold text-white">
            <Ticket className="size-5" aria-hidden /> Abendkasse
          </Link>
        ) : null}

        {view.access === "manage" ? (
          <nav aria-label="Check-in verwalten" className="flex flex-wrap gap-2">
            <Link to={`/organizer/check-in/${eventId}/log`} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold">
              <ListChecks className="size-4" aria-hidden /> Check-in-Protokoll
            </Link>
            <Link to={`/organizer/check-in/${eventId}/settings`} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold">
              <Settings className="size-4" aria-hidden /> Listen &amp; Personal
            </Link>
          </nav>
        ) : null}
        <Link to="/organizer/check-in" className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-muted">
          <LogOut className="size-4" aria-hidden /> Anderes Event wählen
        </Link>
      </main>

      {answer ? <AnswerOverlay answer={answer} onClose={() => setAnswer(null)} /> : null}
    </div>
  );
}

function AnswerOverlay({ answer, onClose }: { answer: Answer; onClose: () => void }) {
  const Icon = answer.ok ? CheckCircle2 : XCircle;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="scan-answer-title"
      data-testid="scan-answer"
      data-ok={answer.ok}
      className={`fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-6 text-center text-white ${answer.ok ? "bg-[#067647]" : "bg-[#b42318]"}`}
      onClick={onClose}
    >
      {answer.offline ? (
        <span className="rounded-full bg-black/30 px-4 py-1.5 text-sm font-bold uppercase tracking-wide" data-testid="offline-mark">
          offline – vorläufig
        </span>
      ) : null}
      <Icon className="size-28" aria-hidden strokeWidth={2.2} />
      <h2 id="scan-answer-title" className="text-4xl font-extrabold leading-tight">
        {answer.title}
      </h2>
      {!answer.ok ? <p className="text-2xl font-bold">{answer.message}</p> : null}
      {answer.detail ? <p className="text-lg">{answer.detail}</p> : null}
      {answer.name ? <p className="text-3xl font-bold">{answer.name}</p> : null}
      {answer.category ? <p className="rounded-full bg-white/20 px-4 py-1 text-xl font-semibold">{answer.category}</p> : null}
      <button type="button" className="mt-6 min-h-12 rounded-full bg-white px-8 text-lg font-bold text-ink" onClick={onClose}>
        Weiter scannen
      </button>
    </div>
  );
}

function SetupForm({
  view,
  current,
  onSave,
  onCancel,
}: {
  view: ScannerView;
  current: { listId: string; gate: string } | null;
  onSave: (s: { listId: string; gate: string }) => void;
  onCancel?: () => void;
}) {
  const [listId, setListId] = useState(current?.listId ?? view.lists[0]?.id ?? "");
  const [gate, setGate] = useState(current?.gate ?? "");
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!gate.trim()) {
          setError("Bitte geben Sie den Namen Ihres Eingangs an.");
          return;
        }
        onSave({ listId, gate: gate.trim().slice(0, 80) });
      }}
    >
      <h2 className="text-xl font-bold">Ihr Platz am Eingang</h2>
      <p className="text-sm text-muted">Einmal pro Gerät: Welche Liste prüfen Sie, an welchem Eingang stehen Sie?</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Check-in-Liste</legend>
        {view.lists.map((l) => (
          <label key={l.id} className="flex min-h-11 items-center gap-3 rounded-xl border border-line px-3">
            <input type="radio" name="listId" value={l.id} checked={listId === l.id} onChange={() => setListId(l.id)} className="size-5 accent-[#b53c7a]" />
            <span className="font-semibold">{l.name}</span>
            <span className="text-xs text-muted">{l.categories.length ? l.categories.join(", ") : "alle Kategorien"}{l.allowExit ? " · mit Ausgang" : ""}</span>
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Eingang
        <input
          name="gate"
          list="known-gates"
          value={gate}
          onChange={(e) => {
            setGate(e.target.value);
            setError(null);
          }}
          placeholder="z. B. Haupteingang Nord"
          className="min-h-12 rounded-xl border border-line px-3 text-base font-normal"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "gate-error" : undefined}
          autoComplete="off"
        />
        <datalist id="known-gates">
          {view.gates.map((g) => (
            <option key={g} value={g} />
          ))}
        </datalist>
      </label>
      {error ? (
        <p id="gate-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="lg">
          Scanner öffnen
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="lg" onClick={onCancel}>
            Abbrechen
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function ManualEntry({ onSubmit, onTap }: { onSubmit: (code: string) => void; onTap: () => void }) {
  const [code, setCode] = useState("");
  return (
    <form
      className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        onTap();
        onSubmit(code);
        setCode("");
      }}
    >
      <label htmlFor="ticket-code" className="text-sm font-semibold">
        Ticketnummer
      </label>
      <div className="flex gap-2">
        <input
          id="ticket-code"
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="SP-XXXX-XXXX-XXXX"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-line px-3 font-mono text-base uppercase"
        />
        <Button type="submit" size="lg">
          Prüfen
        </Button>
      </div>
    </form>
  );
}

function NameSearch({ eventId, online, onConfirm }: { eventId: string; online: boolean; onConfirm: (hit: SearchHit) => void }) {
  const [q, setQ] = useState("");
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pick, setPick] = useState<SearchHit | null>(null);
  async function search() {
    setPick(null);
    if (q.trim().length < 2) {
      setError("Bitte mindestens 2 Zeichen eingeben.");
      setHits(null);
      return;
    }
    const res = await fetch(`/api/check-in/${eventId}/search?q=${encodeURIComponent(q.trim())}`, { headers: { Accept: "application/json" } }).catch(() => null);
    if (!res) {
      setError("Die Suche braucht eine Verbindung.");
      return;
    }
    const body = (await res.json()) as { hits?: SearchHit[]; message?: string };
    if (!res.ok) {
      setError(body.message ?? "Die Suche ist fehlgeschlagen.");
      return;
    }
    setError(null);
    setHits(body.hits ?? []);
  }
  return (
    <section className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4" aria-labelledby="name-search-title">
      <h2 id="name-search-title" className="text-sm font-semibold">
        Gast ohne Ticket: Suche nach Name oder Buchungsnummer
      </h2>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <input
          name="q"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Nachname oder SP-2026-…"
          autoComplete="off"
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-line px-3 text-base"
          aria-label="Name oder Buchungsnummer"
          disabled={!online}
        />
        <Button type="submit" size="lg" variant="outline" disabled={!online}>
          <Search className="size-4" aria-hidden /> Suchen
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {hits && hits.length === 0 ? <p className="text-sm text-muted">Keine Person gefunden. Prüfen Sie die Schreibweise oder fragen Sie nach der Buchungsnummer.</p> : null}
      {hits?.length ? (
        <ul className="divide-y divide-line">
          {hits.map((h) => (
            <li key={h.attendeeId} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-semibold">{h.name}</p>
                <p className="text-xs text-muted">
                  {h.category ?? "Ohne Kategorie"} · {h.bookingReference} · Ticket …{h.ticketTail}
                  {h.checkedIn ? " · bereits eingecheckt" : ""}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => setPick(h)}>
                Auswählen
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {pick ? (
        <div role="dialog" aria-modal="false" aria-labelledby="confirm-title" className="rounded-xl border-2 border-primary bg-primary-soft p-3">
          <p id="confirm-title" className="font-semibold">
            {pick.name} ({pick.category ?? "Ohne Kategorie"}, Buchung {pick.bookingReference}) jetzt einchecken?
          </p>
          <p className="text-sm text-muted">Bitte prüfen Sie vorher einen Ausweis oder die Buchungsbestätigung.</p>
          <div className="mt-2 flex gap-2">
            <Button
              onClick={() => {
                onConfirm(pick);
                setPick(null);
                setHits(null);
                setQ("");
              }}
            >
              Ja, einchecken
            </Button>
            <Button variant="ghost" onClick={() => setPick(null)}>
              Abbrechen
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function CountersPanel({ counters, manage }: { counters: CheckInCounters; manage: boolean }) {
  const pct = counters.expected ? Math.round((counters.checkedIn / counters.expected) * 100) : 0;
  return (
    <section aria-labelledby="counters-title" className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4" data-testid="counters">
      <div className="flex items-end justify-between gap-3">
        <div>
          <h2 id="counters-title" className="text-sm font-semibold uppercase tracking-wider text-muted">
            Eingecheckt
          </h2>
          <p className="text-4xl font-extrabold tabular-nums" data-testid="counter-total">
            {counters.checkedIn} <span className="text-2xl font-bold text-muted">/ {counters.expected}</span>
          </p>
        </div>
        <p className="text-2xl font-bold tabular-nums text-secondary">{pct} %</p>
      </div>
      <div className="h-3 overflow-hidden rounded-full bg-sand" aria-hidden>
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      {counters.inside.length ? (
        <div className="grid grid-cols-2 gap-2">
          {counters.inside.map((i) => (
            <div key={i.listId} className="rounded-xl bg-secondary-soft p-3">
              <p className="text-xs font-semibold text-secondary">Jetzt drinnen · {i.name}</p>
              <p className="text-2xl font-extrabold tabular-nums">{i.inside}</p>
            </div>
          ))}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <table className="w-full text-sm">
          <caption className="mb-1 text-left text-xs font-semibold uppercase tracking-wider text-muted">Nach Kategorie</caption>
          <tbody>
            {counters.byCategory.map((c) => (
              <tr key={c.label} className="border-t border-line">
                <th scope="row" className="py-1.5 text-left font-medium">
                  {c.label}
                </th>
                <td className="py-1.5 text-right tabular-nums">
                  {c.checkedIn} / {c.expected}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full text-sm">
          <caption className="mb-1 text-left text-xs font-semibold uppercase tracking-wider text-muted">Nach Eingang</caption>
          <tbody>
            {counters.byGate.length ? (
              counters.byGate.map((g) => (
                <tr key={g.label} className="border-t border-line">
                  <th scope="row" className="py-1.5 text-left font-medium">
                    {g.label}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{g.checkedIn}</td>
                </tr>
              ))
            ) : (
              <tr className="border-t border-line">
                <td className="py-1.5 text-muted">Noch niemand eingecheckt.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {manage && counters.conflicts > 0 ? (
        <p className="rounded-xl bg-[#fee4e2] p-3 text-sm font-semibold text-danger">
          {counters.conflicts} Offline-Konflikt{counters.conflicts === 1 ? "" : "e"} – siehe Check-in-Protokoll.
        </p>
      ) : null}
      <div>
        <h3 className="mb-1 text-xs font-semibold uppercase tracking-wider text-muted">Letzte Scans</h3>
        {counters.latest.length ? (
          <ol className="divide-y divide-line text-sm" data-testid="latest-scans">
            {counters.latest.map((s) => (
              <li key={s.id} className={`flex flex-col gap-0.5 py-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3 ${s.isValid ? "" : "text-muted line-through"}`}>
                <span className="min-w-0">
                  <span className="font-semibold">{s.name}</span> · {s.category ?? "Ohne Kategorie"}
                  {s.direction === "exit" ? " · Ausgang" : ""}
                </span>
                <span className="shrink-0 text-xs text-muted">
                  {formatTime(s.at)} · {s.gate ?? "–"} · {CHECK_IN_METHOD.label(s.method)}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">Noch keine Scans.</p>
        )}
      </div>
    </section>
  );
}
