import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";

export { toast };

/** One toast at a time (spec §9). */
export function Toaster() {
  // below the fixed header (64 px; 120 px on mobile where the location picker gets its own row)
  return (
    <Sonner
      visibleToasts={1}
      position="top-center"
      offset={{ top: 76 }}
      mobileOffset={{ top: 128 }}
      closeButton
      richColors
      toastOptions={{ duration: 5000 }}
    />
  );
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
