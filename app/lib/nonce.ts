import { createContext, useContext } from "react";

/**
 * The CSP nonce of the page being rendered (app/lib/http-security.server.ts makes one per request).
 * entry.server provides it; in the browser it is "" (browsers hide nonces from the DOM, and
 * React Router's scripts render only on the server).
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
