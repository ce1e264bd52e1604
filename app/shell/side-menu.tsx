import { Lock, Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Badge } from "~/ui/badge";
import { LazyHydrate } from "~/ui/lazy-hydrate";
import { navHref, sideMenu } from "~/shell/nav-items";

/** The side menu (spec §2.5): sections incl. 'Für Veranstalter:innen' and 'Für Business-Owner'. */
export function SideMenu({ city, signedIn }: { city: string; signedIn: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useEffect(() => {
    ref.current?.close();
  }, [location.pathname]);

  return (
    <>
      <button
        type="button"
        onClick={() => ref.current?.showModal()}
        className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white hover:border-ink/40"
        aria-haspopup="dialog"
        data-testid="side-menu-button"
      >
        <Menu aria-hidden="true" className="size-5" />
        <span className="sr-only">Menü öffnen</span>
      </button>
      <dialog
        ref={ref}
        aria-label="Hauptmenü"
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-[min(24rem,100vw)] overflow-y-auto border-l border-line bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/40"
        onClick={(e) => {
          if (e.target === ref.current) ref.current?.close();
        }}
      >
        <div className="sticky top-0 flex items-center justify-between border-b border-line bg-white px-5 py-3">
          <span className="font-display text-xl font-bold text-primary">Stadtpuls</span>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Menü schließen</span>
          </button>
        </div>
        {/* ~100 links, hidden until the menu opens: hydrated when it is shown or touched */}
        <LazyHydrate data={`${city}:${signedIn}`}>
          <nav aria-label="Seitenmenü" className="px-3 py-4">
            {sideMenu.map((section) => (
              <div key={section.title} className="mb-5">
                <h2 className="px-3 pb-1 font-sans text-xs font-bold uppercase tracking-wider text-muted">{section.title}</h2>
                <ul>
                  {section.items.map((item) => (
                    <li key={item.label}>
                      <Link
                        to={navHref(item, city, signedIn)}
                        className="flex min-h-11 items-center justify-between gap-2 rounded-xl px-3 text-[15px] font-medium hover:bg-sand"
                      >
                        <span>{item.label}</span>
                        <span className="flex items-center gap-2">
                          {item.badge ? <Badge tone={item.badge === "Neu" ? "accent" : "secondary"}>{item.badge}</Badge> : null}
                          {item.requiresLogin && !signedIn ? (
                            <Lock aria-label="Anmeldung erforderlich" className="size-4 text-muted" />
                          ) : null}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </LazyHydrate>
      </dialog>
    </>
  );
}
