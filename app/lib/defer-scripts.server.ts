import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/*
 * Loads the client JavaScript of a server-rendered page after its first contentful paint
 * (pages that opt in through their route handle, see DeferScriptsHandle).
 *
 * React Router puts `<link rel="modulepreload">` for every module of the page into <head> and an
 * inline `<script type="module">` that imports the route modules and starts hydration. On a slow
 * phone these ~140 KB compete with the HTML, CSS and hero image for the first paint. This stream
 * transform removes the preload links and turns the inline module script into an inert
 * `<script type="text/x-deferred-module">`; a small inline script in <head> starts both (the module,
 * then the preloads) once the document is parsed and the first contentful paint has been
 * reported — or on the first interaction, or after 3 s, whichever comes first.
 */

export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/**
 * Route `handle` of pages that are read first (city home, event detail): only they defer their
 * scripts. Pages built around a form or an editor keep loading their JavaScript at once, so a
 * click right after the page appears is never lost.
 */
export type DeferScriptsHandle = { deferScripts?: boolean };

/** True when the deepest matched route asks for deferred scripts. */
export function wantsDeferredScripts(
  matches: { route: { id: string } }[] | undefined,
  routeModules: Record<string, { handle?: unknown } | undefined>,
): boolean {
  const leaf = matches?.at(-1);
  const handle = leaf ? (routeModules[leaf.route.id]?.handle as DeferScriptsHandle | undefined) : undefined;
  return handle?.deferScripts === true;
}
const PRELOAD_RE = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** React Router's inline module script, with the CSP nonce when the page has one. */
const MODULE_SCRIPT_RE = /<script(?: nonce="([^"]*)")? type="module" async="">/;

/** The inline loader placed before </head>. */
export function deferredLoaderScript(preloads: string[], nonce = ""): string {
  const urls = JSON.stringify(preloads).replace(/</g, "\\u003c");
  // go(): start the module script, then add the preload links a few per task (each link starts a
  // fetch; all at once made one long task)
  const attr = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=]/g, "")}"` : "";
  return `<script${attr}>(function(p){var s=0,d=0,f=0;function go(){if(s||!d)return;s=1;var o=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(o){var m=document.createElement("script");m.type="module";m.nonce=o.nonce;m.textContent=o.textContent;document.head.appendChild(m)}var i=0;(function next(){for(var n=0;n<4&&i<p.length;n++,i++){var l=document.createElement("link");l.rel="modulepreload";l.href=p[i];document.head.appendChild(l)}if(i<p.length)setTimeout(next,0)})()}function now(){f=1;go()}function parsed(){d=1;if(f)go()}try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)now()}).observe({type:"paint",buffered:true})}catch(e){f=1}["pointerdown","keydown","touchstart","focusin"].forEach(function(t){addEventListener(t,now,{capture:true,once:true,passive:true})});setTimeout(now,3000);if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",parsed);else parsed()})(${urls})</script>`;
}

/**
 * Rewrites the HTML stream as described above. Everything after the module script passes through
 * unchanged; a page without it (no <Scripts />) is not changed.
 */
export function deferScriptsTransform(nonce = ""): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let carry = "";
  let headDone = false;
  let done = false;

  function rewrite(text: string): string {
    if (!headDone) {
      text = text.replace(PRELOAD_RE, (_m, href: string) => {
        preloads.push(href);
        return "";
      });
      const head = text.indexOf("</head>");
      if (head !== -1) {
        headDone = true;
        if (preloads.length === 0) {
          // no React Router scripts on this page: leave it alone
          done = true;
          return text;
        }
        text = text.slice(0, head) + deferredLoaderScript(preloads, nonce) + text.slice(head);
      }
    }
    if (headDone && !done) {
      const found = MODULE_SCRIPT_RE.exec(text);
      if (found) {
        done = true;
        const keep = found[1] ? ` nonce="${found[1]}"` : "";
        text = text.slice(0, found.index) + `<script${keep} type="${DEFERRED_MODULE_TYPE}" async="">` + text.slice(found.index + found[0].length);
      }
    }
    return text;
  }

  return new Transform({
    transform(chunk: Buffer | string, _enc, callback) {
      let text = carry + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      carry = "";
      if (done) return callback(null, text);
      // keep an unfinished tag for the next chunk
      const lt = text.lastIndexOf("<");
      if (lt !== -1 && text.indexOf(">", lt) === -1) {
        carry = text.slice(lt);
        text = text.slice(0, lt);
      }
      callback(null, rewrite(text));
    },
    flush(callback) {
      const rest = carry + decoder.end();
      callback(null, done ? rest : rewrite(rest));
    },
  });
}
