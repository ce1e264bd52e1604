import { z } from "zod";
import { multiLine, oneLine, zUuid } from "~/lib/input";
import { templateProblem } from "~/modules/mail/template-syntax";

/**
 * The template editor's form for one template (browser and server): subject, text body and HTML body,
 * each held to the template's placeholders — an unknown placeholder or broken braces are refused
 * beside the field with a German sentence naming it.
 */
export function emailTemplateFormSchema(variables: readonly string[]) {
  const placeholders = <T extends z.ZodType<string>>(schema: T) =>
    schema.superRefine((value, ctx) => {
      const problem = templateProblem(value, variables);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
  return z.object({
    subject: placeholders(
      oneLine(z.string({ error: "Bitte geben Sie einen Betreff ein." }).trim().min(1, "Bitte geben Sie einen Betreff ein.").max(200, "Der Betreff darf höchstens 200 Zeichen lang sein.")),
    ),
    bodyText: placeholders(
      multiLine(z.string({ error: "Bitte geben Sie den Text der E-Mail ein." }).trim().min(1, "Bitte geben Sie den Text der E-Mail ein.").max(20_000, "Der Text darf höchstens 20.000 Zeichen lang sein.")),
    ),
    bodyHtml: placeholders(
      multiLine(z.string({ error: "Bitte geben Sie die HTML-Fassung ein." }).trim().min(1, "Bitte geben Sie die HTML-Fassung ein.").max(50_000, "Die HTML-Fassung darf höchstens 50.000 Zeichen lang sein.")),
    ),
  });
}

export type EmailTemplateFormValues = z.output<ReturnType<typeof emailTemplateFormSchema>>;

/** Which version to restore. */
export const restoreVersionSchema = z.object({ versionId: zUuid });
