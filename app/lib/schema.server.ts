import * as accounts from "~/modules/accounts/schema";
import * as audit from "~/modules/audit/schema";
import * as cities from "~/modules/cities/schema";
import * as content from "~/modules/content/schema";
import * as engagement from "~/modules/engagement/schema";
import * as events from "~/modules/events/schema";
import * as mail from "~/modules/mail/schema";
import * as integrations from "~/modules/integrations/schema";
import * as media from "~/modules/media/schema";
import * as organizerAccounts from "~/modules/organizers/schema";
import * as outbox from "~/modules/outbox/schema";
import * as people from "~/modules/people/schema";
import * as places from "~/modules/places/schema";
import * as refunds from "~/modules/refunds/schema";
import * as reporting from "~/modules/reporting/schema";
import * as ticketing from "~/modules/ticketing/schema";

/** Every table of every module, for Drizzle's relational queries. */
export const schema = {
  ...accounts,
  ...audit,
  ...cities,
  ...content,
  ...engagement,
  ...events,
  ...mail,
  ...integrations,
  ...media,
  ...organizerAccounts,
  ...outbox,
  ...people,
  ...places,
  ...refunds,
  ...reporting,
  ...ticketing,
};
