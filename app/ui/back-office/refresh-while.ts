import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * While something runs on the server (a broadcast, a message batch), the page asks the server again
 * every 3 seconds, only while the tab is visible; a form on the page keeps what was typed.
 */
export function useRefreshWhile(running: boolean, everyMs = 3000) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") void revalidator.revalidate();
    }, everyMs);
    return () => clearInterval(timer);
  }, [running, revalidator, everyMs]);
}
