import { asc, desc, eq } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { jobPostings, teamMembers } from "~/modules/content/schema";

export async function listTeamMembers() {
  return db
    .select({ id: teamMembers.id, name: teamMembers.name, role: teamMembers.role, bio: teamMembers.bio, imageUrl: teamMembers.imageUrl, email: teamMembers.email })
    .from(teamMembers)
    .where(eq(teamMembers.isActive, true))
    .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.name));
}

export async function listJobPostings() {
  const rows = await db
    .select()
    .from(jobPostings)
    .where(eq(jobPostings.isActive, true))
    .orderBy(desc(jobPostings.postedAt), asc(jobPostings.title));
  return rows.map((j) => ({
    id: j.id,
    slug: j.slug,
    title: j.title,
    type: j.type,
    department: j.department,
    location: j.location,
    remote: j.remote,
    summary: j.summary,
    description: j.description,
    requirements: j.requirements,
    benefits: j.benefits,
    postedAt: j.postedAt.toISOString(),
  }));
}
