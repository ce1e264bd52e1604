import { defineList, type ListParams } from "~/lib/list/list-spec";
import { BLOG_STATUS } from "~/modules/content/labels";

/** URL state of the organizer's "Meine Blog-Artikel" (shared by page and query). */
export const ownBlogPostsList = defineList({
  sortable: ["date", "title", "views"],
  defaultSort: "date",
  defaultDir: "desc",
  filters: { status: BLOG_STATUS.schema },
  pageSize: 25,
});
export type OwnBlogPostsParams = ListParams<(typeof ownBlogPostsList.sortable)[number], NonNullable<typeof ownBlogPostsList.filters>>;
