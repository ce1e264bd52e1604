import { useEffect, useRef, useState } from "react";
import { Camera, CameraOff } from "lucide-react";
import { Button } from "~/ui/button";

type Controls = { stop: () => void };

/**
 * Continuous QR scanning with the back camera (@zxing/browser, loaded only here). Every decoded
 * text goes to `onCode`; frames without a code and unreadable codes are ignored, so nothing a
 * camera sees can stop the scanner. The camera starts on a tap (permission prompt, iOS audio).
 */
export function CameraScanner({ onCode, onStart }: { onCode: (text: string) => void; onStart?: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<Controls | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;
  const [state, setState] = useState<"idle" | "starting" | "running" | "denied" | "unsupported" | "error">("idle");

  useEffect(() => () => controls.current?.stop(), []);

  async function start() {
    onStart?.();
    if (!navigator.mediaDevices?.getUserMedia) {
      setState("unsupported");
      return;
    }
    setState("starting");
    try {
      const { BrowserQRCodeReader } = await import("@zxing/browser");
      const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 120, delayBetweenScanSuccess: 300 });
      const el = video.current!;
      el.setAttribute("playsinline", "true");
      el.muted = true;
      controls.current = await reader.decodeFromConstraints(
        { audio: false, video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } } },
        el,
        (result) => {
          if (!result) return; // no code in this frame, or an unreadable one: keep scanning
          try {
            handler.current(result.getText());
          } catch {
            /* a failing handler never stops the camera */
          }
        },
      );
      setState("running");
    } catch (err) {
      const name = (err as { name?: string }).name;
      setState(name === "NotAllowedError" || name === "SecurityError" ? "denied" : "error");
    }
  }

  function stop() {
    controls.current?.stop();
    controls.current = null;
    setState("idle");
  }

  return (
    <div className="relative overflow-hidden rounded-2xl bg-ink text-white">
      <video ref={video} className={state === "running" ? "block aspect-[4/3] w-full object-cover" : "hidden"} muted playsInline aria-label="Kamerabild" />
      {state === "running" ? (
        <>
          <div aria-hidden className="pointer-events-none absolute inset-[18%] rounded-2xl border-4 border-white/80 shadow-[0_0_0_100vmax_rgba(0,0,0,0.35)]" />
          <p className="absolute inset-x-0 bottom-2 text-center text-sm font-semibold drop-shadow" data-testid="camera-running">
            QR-Code in den Rahmen halten
          </p>
          <button type="button" onClick={stop} className="absolute right-2 top-2 flex min-h-11 min-w-11 items-center justify-center rounded-full bg-black/50" aria-label="Kamera ausschalten">
            <CameraOff className="size-5" aria-hidden />
          </button>
        </>
      ) : (
        <div className="flex flex-col items-center gap-3 px-5 py-8 text-center">
          <Camera className="size-10 opacity-80" aria-hidden />
          <p className="max-w-sm text-sm text-white/85">
            Zum Scannen braucht diese Seite Zugriff auf die Kamera Ihres Geräts. Das Bild wird nur hier auf dem Gerät ausgewertet und nicht gespeichert oder
            übertragen.
          </p>
          {state === "denied" ? (
            <p role="alert" className="max-w-sm rounded-lg bg-white/10 p-3 text-sm">
              Der Kamerazugriff wurde verweigert. Erlauben Sie ihn in den Einstellungen Ihres Browsers (iPhone: Einstellungen › Safari › Kamera) und tippen Sie
              dann erneut auf „Kamera starten“. Bis dahin können Sie die Ticketnummer eingeben.
            </p>
          ) : null}
          {state === "unsupported" ? (
            <p role="alert" className="max-w-sm rounded-lg bg-white/10 p-3 text-sm">
              Dieser Browser kann keine Kamera öffnen (die Seite braucht eine sichere Verbindung, https). Bitte geben Sie die Ticketnummer ein.
            </p>
          ) : null}
          {state === "error" ? (
            <p role="alert" className="max-w-sm rounded-lg bg-white/10 p-3 text-sm">
              Die Kamera konnte nicht gestartet werden. Ist sie in einer anderen App geöffnet? Versuchen Sie es erneut.
            </p>
          ) : null}
          <Button size="lg" onClick={() => void start()} disabled={state === "starting"}>
            <Camera className="size-5" aria-hidden />
            {state === "starting" ? "Kamera wird gestartet …" : "Kamera starten"}
          </Button>
        </div>
      )}
    </div>
  );
}
