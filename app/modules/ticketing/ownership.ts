/** A booking belongs to a user by id or by the account's e-mail (spec §6). */
export const ownsBookingRow = (b: { userId: string | null; userEmail: string | null }, u: { id: string; email: string }) =>
  b.userId === u.id || (!!b.userEmail && b.userEmail.toLowerCase() === u.email.toLowerCase());
