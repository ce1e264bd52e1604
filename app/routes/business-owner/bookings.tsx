/** The bookings of the events the owner created at their venues (decision 0014): the bookings list page, its area chosen by the path (see ../organizer/bookings). */
export { default, ErrorBoundary, loader, meta } from "../organizer/bookings";
