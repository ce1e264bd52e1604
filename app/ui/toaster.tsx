import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";

export { toast };

/** One toast at a time (spec §9). */
export function Toaster() {
  return <Sonner visibleToasts={1} position="top-center" closeButton richColors toastOptions={{ duration: 5000 }} />;
}

export type ToastData = { type: "success" | "error" | "info"; title: string; description?: string; duration?: number };

export function showToast(t: ToastData) {
  const fn = t.type === "success" ? toast.success : t.type === "error" ? toast.error : toast.info;
  fn(t.title, { description: t.description, duration: t.duration });
}

/** Shows a toast whenever `t` changes (flash toasts from the server, action results). */
export function useToast(t: ToastData | null | undefined) {
  useEffect(() => {
    if (t) showToast(t);
  }, [t]);
}
