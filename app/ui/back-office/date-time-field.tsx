import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { InputField } from "~/ui/back-office/form";

/**
 * Date and time in Berlin time, posted as "yyyy-MM-ddTHH:mm" (parsed on the server with
 * berlinLocalToDate). The one place to swap in the German date picker of app/ui once it lands.
 */
export function DateTimeField({ field, label, hint, className }: { field: FieldMetadata<unknown>; label: string; hint?: ReactNode; className?: string }) {
  return <InputField field={field} label={label} hint={hint} type="datetime-local" className={className} />;
}
