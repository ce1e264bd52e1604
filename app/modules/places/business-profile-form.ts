import { z } from "zod";
import { multiLine, oneLine } from "~/lib/input";
import { socialMediaSchema } from "~/lib/social-media";
import { refineImageAlt, zImageAlt, zImageFile } from "~/ui/back-office/image-upload";

/**
 * What a business owner edits of their business profile (/business-owner/profile/{id}): name,
 * description, logo (media store) and social links. Client-safe: the page and the server share it.
 * `logoUrl` only keeps (or, empty, removes) the current logo — the server ignores any other address.
 */
export const ownerBusinessProfileSchema = z
  .object({
    name: oneLine(
      z
        .string({ error: "Bitte geben Sie einen Namen ein (mindestens 2 Zeichen)." })
        .trim()
        .min(2, "Bitte geben Sie einen Namen ein (mindestens 2 Zeichen).")
        .max(120, "Der Name darf höchstens 120 Zeichen lang sein."),
    ),
    description: multiLine(z.string().trim().max(5000, "Die Beschreibung darf höchstens 5.000 Zeichen lang sein.")).default(""),
    socialMedia: socialMediaSchema,
    logo: zImageFile,
    logoAlt: zImageAlt,
    logoUrl: z.string().trim().max(500).default(""),
  })
  .superRefine(refineImageAlt("logo", "logoAlt", "logoUrl"));
export type OwnerBusinessProfileValues = z.output<typeof ownerBusinessProfileSchema>;
