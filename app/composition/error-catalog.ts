import { registerErrors } from "~/lib/error-codes";
import { accountErrors } from "~/modules/accounts/errors";
import { citiesErrors } from "~/modules/cities/errors";
import { contentErrors } from "~/modules/content/errors";
import { dataImportErrors } from "~/modules/data-import/errors";
import { engagementErrors } from "~/modules/engagement/errors";
import { eventErrors } from "~/modules/events/errors";
import { mailErrors } from "~/modules/mail/errors";
import { organizerErrors } from "~/modules/organizers/errors";
import { peopleErrors } from "~/modules/people/errors";
import { placeErrors } from "~/modules/places/errors";
import { refundErrors } from "~/modules/refunds/errors";
import { reviewErrors } from "~/modules/reviews/errors";
import { ticketingErrors } from "~/modules/ticketing/errors";

/**
 * The error catalogue's composition root: every module's error codes (`app/modules/<m>/errors.ts`),
 * added to `app/lib/error-codes.ts` — to its `ErrorCatalog` type below, to its entries when this file
 * is imported (app/root.tsx, app/composition/startup.server.ts, tests/setup/vitest.setup.ts).
 * app/composition/composition.test.ts checks that every module's errors.ts is listed here.
 */
export const moduleErrors = {
  ...accountErrors,
  ...citiesErrors,
  ...contentErrors,
  ...dataImportErrors,
  ...engagementErrors,
  ...eventErrors,
  ...mailErrors,
  ...organizerErrors,
  ...peopleErrors,
  ...placeErrors,
  ...refundErrors,
  ...reviewErrors,
  ...ticketingErrors,
};

type ModuleErrors = typeof moduleErrors;

declare module "~/lib/error-codes" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging adds the modules' codes
  interface ErrorCatalog extends ModuleErrors {}
}

registerErrors(moduleErrors);
