/** The organizer's activities and workshops: the event list page, its section chosen by the path (see ./events). */
export { action, default, ErrorBoundary, loader, meta } from "./events";
