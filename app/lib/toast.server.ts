import { createCookie, redirect } from "react-router";

export type FlashToast = { type: "success" | "error" | "info"; title: string; description?: string; duration?: number };

const toastCookie = createCookie("sp_toast", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 });

/** Redirects and shows a toast on the next page (e.g. 'Abgemeldet'). */
export async function redirectWithToast(url: string, toast: FlashToast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie.serialize(toast));
  return redirect(url, { ...init, headers });
}

/** Reads and clears the flash toast (root loader). */
export async function readToast(request: Request): Promise<{ toast: FlashToast | null; setCookie: string | null }> {
  const header = request.headers.get("cookie");
  if (!header?.includes("sp_toast=")) return { toast: null, setCookie: null };
  const toast = ((await toastCookie.parse(header)) as FlashToast | null) ?? null;
  return { toast, setCookie: await toastCookie.serialize("", { maxAge: 0 }) };
}
