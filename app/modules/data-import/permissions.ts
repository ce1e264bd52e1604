import { isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

/** Bulk imports are admin work (spec §2.4 /admin/storage-import); nobody else sees one. */
export const { assertCan, can } = definePolicy({
  "import.list": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "import.view": { allow: (actor) => isAdmin(actor), refuse: "IMPORT_NOT_FOUND" },
  "import.run": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
});
