import { eq } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { Actor } from "~/modules/accounts/actor";
import { user } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";
import { DEFAULT_COMMUNITY_PAGE, type CommunityPageValues } from "~/modules/content/community-page";
import { assertCan } from "~/modules/content/permissions";
import { communityPage, type CommunityPageContent } from "~/modules/content/schema";

const ID = "default";

/** A stored record completed by the defaults (a field added later keeps its built-in text). */
const complete = (stored: Partial<CommunityPageContent>): CommunityPageContent => ({
  ...DEFAULT_COMMUNITY_PAGE,
  ...stored,
  ways: stored.ways?.length === 3 ? stored.ways : DEFAULT_COMMUNITY_PAGE.ways,
});

/** What the public /community page shows: the edited record, or the built-in text (also when reading fails). */
export async function getCommunityPage(): Promise<CommunityPageContent> {
  try {
    const [row] = await db.select({ content: communityPage.content }).from(communityPage).where(eq(communityPage.id, ID));
    return row ? complete(row.content) : DEFAULT_COMMUNITY_PAGE;
  } catch (err) {
    logger.warn({ err }, "Community-Seite: gespeicherter Text nicht lesbar, Standardtext gezeigt");
    return DEFAULT_COMMUNITY_PAGE;
  }
}

/** /admin/community: the current texts, whether they are the built-in ones, and who changed them last. */
export async function getCommunityEditView(actor: Actor) {
  assertCan(actor, "communityPage.edit");
  const [row] = await db
    .select({ content: communityPage.content, updatedAt: communityPage.updatedAt, by: user.name })
    .from(communityPage)
    .leftJoin(user, eq(user.id, communityPage.updatedBy))
    .where(eq(communityPage.id, ID));
  return {
    content: row ? complete(row.content) : DEFAULT_COMMUNITY_PAGE,
    isDefault: !row,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.by ?? null,
  };
}

/** An admin saves the page's texts (one record), audited with before and after. */
export async function saveCommunityPage(input: { actor: Actor; values: CommunityPageValues }) {
  assertCan(input.actor, "communityPage.edit");
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ content: communityPage.content }).from(communityPage).where(eq(communityPage.id, ID)).for("update");
    const content: CommunityPageContent = input.values;
    // only the changed fields, before and after
    const old: CommunityPageContent = before ? complete(before.content) : DEFAULT_COMMUNITY_PAGE;
    const changed = (Object.keys(content) as Array<keyof CommunityPageContent>).filter((k) => JSON.stringify(old[k]) !== JSON.stringify(content[k]));
    if (changed.length === 0 && before) return { changed: false };
    await tx
      .insert(communityPage)
      .values({ id: ID, content, updatedBy: input.actor.id })
      .onConflictDoUpdate({ target: communityPage.id, set: { content, updatedBy: input.actor.id, updatedAt: new Date() } });
    const pick = (c: CommunityPageContent) => Object.fromEntries(changed.map((k) => [k, c[k]]));
    await audit(tx, input.actor, "community_page.updated", { type: "community_page", id: ID }, pick(old), pick(content));
    return { changed: true };
  });
}

/** An admin goes back to the built-in texts (the record is removed), audited. */
export async function resetCommunityPage(input: { actor: Actor }) {
  assertCan(input.actor, "communityPage.edit");
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(communityPage).where(eq(communityPage.id, ID)).returning({ content: communityPage.content });
    if (gone) await audit(tx, input.actor, "community_page.reset", { type: "community_page", id: ID }, gone.content, DEFAULT_COMMUNITY_PAGE);
    return { changed: Boolean(gone) };
  });
}
