/**
 * The actors of the authorization matrix, one factory per kind, and the resources they own.
 * Adding an actor kind (ACTOR_KINDS in app/registry/kit.ts) is one line here.
 */
import { db } from "~/lib/db.server";
import { blogPosts } from "~/modules/content/schema";
import { discountCodes } from "~/modules/ticketing/schema";
import { eq } from "drizzle-orm";
import { events } from "~/modules/events/schema";
import { organizerMembers } from "~/modules/organizers/schema";
import { TEAM_KINDS, type ActorKind, type Fixture } from "~/registry";
import { makeCity, makeEvent, makeLocation } from "../../factories";
import { makeSignedInUser } from "../../factories/accounts";
import { makeArtist, makeBusiness, makeOrganizer } from "../../factories/discovery";
import { makeReview } from "../../factories/reviews";
import { makePaidBooking } from "../../factories/ticketing";
import { organizers } from "~/modules/people/schema";

export type MatrixActor = { kind: ActorKind; id?: string; email?: string; cookie?: string };

/** How each kind of actor comes to be: a real account with a real better-auth session cookie. */
const ACTORS: Record<ActorKind, () => Promise<Omit<MatrixActor, "kind">>> = {
  anonymous: async () => ({}),
  user: () => makeSignedInUser("user"),
  otherUser: () => makeSignedInUser("user"),
  organizer: () => makeSignedInUser("organizer"),
  otherOrganizer: () => makeSignedInUser("organizer"),
  businessOwner: async () => {
    const owner = await makeSignedInUser("user");
    await makeBusiness({ ownerId: owner.id });
    return owner;
  },
  // check-in staff: a signed-in account without a role until the staff role exists (issue 17)
  staff: () => makeSignedInUser("user"),
  // back-office support (decision 0011): reads a few admin pages, decides nothing
  support: () => makeSignedInUser("support"),
  admin: () => makeSignedInUser("admin"),
  // colleagues in `organizer`'s team (issue 26): accounts without a role of their own; makeWorld adds the memberships
  teamManager: () => makeSignedInUser("user"),
  teamEditor: () => makeSignedInUser("user"),
  teamFinance: () => makeSignedInUser("user"),
  teamDoor: () => makeSignedInUser("user"),
};

export type World = { actors: Record<ActorKind, MatrixActor>; fixtures: Record<Exclude<Fixture, `=${string}`>, string> };

/** Every actor, and one resource of each fixture kind owned by `user`, `organizer` or `businessOwner`. */
export async function makeWorld(): Promise<World> {
  await makeCity();
  const actors = {} as Record<ActorKind, MatrixActor>;
  for (const kind of Object.keys(ACTORS) as ActorKind[]) actors[kind] = { kind, ...(await ACTORS[kind]()) };
  const user = actors.user as Required<MatrixActor>;
  const organizer = actors.organizer as Required<MatrixActor>;
  const { bookingId } = await makePaidBooking({ buyer: { id: user.id, email: user.email, role: "user" } });
  const spare = await makePaidBooking({ buyer: { id: user.id, email: user.email, role: "user" } });
  const event = await makeEvent({ createdBy: organizer.id });
  const location = await makeLocation();
  const [post] = await db
    .insert(blogPosts)
    .values({ slug: `matrix-${Date.now()}`, title: "Matrix-Artikel", excerpt: "Kurz", content: "Text", status: "draft", authorId: organizer.id })
    .returning({ id: blogPosts.id });
  const review = await makeReview({ eventId: event.id, userId: user.id });
  const artist = await makeArtist();
  const organizerProfile = await makeOrganizer({ userId: organizer.id });
  // the event is filed under the organizer's profile, whose team the team kinds belong to
  await db.update(events).set({ organizerId: organizerProfile.id }).where(eq(events.id, event.id));
  // Professional: room for the four team kinds and one more invitation
  await db.update(organizers).set({ plan: "professional", planValidUntil: new Date(Date.now() + 365 * 86_400_000) }).where(eq(organizers.id, organizerProfile.id));
  for (const [kind, role] of Object.entries(TEAM_KINDS) as Array<[keyof typeof TEAM_KINDS, (typeof TEAM_KINDS)[keyof typeof TEAM_KINDS]]>) {
    await db.insert(organizerMembers).values({ organizerId: organizerProfile.id, email: actors[kind].email!.toLowerCase(), role, invitedBy: organizer.id });
  }
  const [discountCode] = await db
    .insert(discountCodes)
    .values({ organizerId: organizerProfile.id, code: `MATRIX${Date.now()}`, kind: "percent", value: 10 })
    .returning({ id: discountCodes.id });
  // the business owner runs `location` through their business profile (owner-scope)
  const business = await makeBusiness({ ownerId: (actors.businessOwner as Required<MatrixActor>).id, locationId: location.id });
  return {
    actors,
    fixtures: {
      booking: bookingId,
      spareBooking: spare.bookingId,
      event: event.id,
      location: location.id,
      blogPost: post!.id,
      city: "luebeck",
      review: review.id,
      artist: artist.id,
      organizerProfile: organizerProfile.id,
      discountCode: discountCode!.id,
      business: business.id,
      user: user.id,
    },
  };
}

