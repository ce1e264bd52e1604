/** The events at the owner's venues (decision 0014): the event list page, its section chosen by the path (see ../organizer/events). */
export { action, default, ErrorBoundary, loader, meta } from "../organizer/events";
