import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { AlertCircle, Loader2 } from "lucide-react";
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Form, useBlocker, useNavigation, type FormProps } from "react-router";
import type { z } from "zod";
import { cn } from "~/lib/cn";
import { ConfirmDialog } from "~/ui/back-office/confirm-dialog";
import { Button } from "~/ui/button";
import { controlClass } from "~/ui/form-field";

export type { SubmissionResult };

/**
 * A conform form driven by one zod schema (the same the action parses with).
 * Validates in the browser on blur/input after hydration; before hydration the browser's own
 * constraints (from the schema) apply and the server answers with the same messages.
 */
export function useZodForm<S extends z.ZodObject>(
  schema: S,
  options: { id?: string; lastResult?: SubmissionResult | null; defaultValue?: DefaultValue<z.output<S>> } = {},
) {
  // fields and default values typed by what the schema yields (a preprocessed or coerced field's input is `unknown`)
  return useForm<z.output<S>, z.output<S>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema's form
type AnyForm = FormMetadata<any, string[]>;

/**
 * <Form> with the error summary at the top, a pending state that makes a second submit harmless,
 * and a warning before leaving with unsaved changes (in-app navigation and tab close).
 */
export function ZodForm({
  form,
  children,
  className,
  warnUnsaved = true,
  method = "post",
  ...props
}: { form: AnyForm; children: ReactNode; warnUnsaved?: boolean } & Omit<FormProps, "id" | "onSubmit" | "noValidate">) {
  const f = form;
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const dirty = warnUnsaved && f.dirty && !submitting && f.status !== "success";
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
  return (
    <Form method={method} {...getFormProps(f)} className={cn("flex flex-col gap-6", className)} {...props}>
      <ErrorSummary form={f} />
      {children}
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title="Ungespeicherte Änderungen verwerfen?"
        confirmLabel="Verwerfen und verlassen"
        cancelLabel="Weiter bearbeiten"
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        Sie haben Änderungen vorgenommen, die noch nicht gespeichert sind.
      </ConfirmDialog>
    </Form>
  );
}

/** The list of all errors at the top of a form; each links to its field. Focused after a failed submit. */
export function ErrorSummary({ form }: { form: AnyForm }) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(form.allErrors).filter(([, errs]) => errs?.length);
  const formErrors = form.errors ?? [];
  const fieldEntries = entries.filter(([name]) => name !== "");
  const show = form.status === "error" && (formErrors.length > 0 || fieldEntries.length > 0);
  useEffect(() => {
    if (show) ref.current?.focus();
  }, [show, form.status]);
  if (!show) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby={`${form.id}-summary-title`} className="rounded-2xl border border-danger/40 bg-danger/5 p-4 outline-none focus:ring-2 focus:ring-danger/40">
      <p id={`${form.id}-summary-title`} className="flex items-center gap-2 font-semibold text-danger">
        <AlertCircle aria-hidden="true" className="size-5" />
        {fieldEntries.length ? "Bitte prüfen Sie Ihre Eingaben:" : (formErrors[0] ?? "Das hat nicht geklappt.")}
      </p>
      {fieldEntries.length || formErrors.length > 1 ? (
        <ul className="mt-2 list-disc pl-10 text-sm text-danger">
          {(fieldEntries.length ? formErrors : formErrors.slice(1)).map((m) => (
            <li key={m}>{m}</li>
          ))}
          {fieldEntries.map(([name, errs]) => (
            <li key={name}>
              <a href={`#${form.id}-${name}`} className="underline">
                {errs![0]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Disabled and labelled while its form is being sent, so a double click sends once. */
export function SubmitButton({
  children,
  pendingLabel = "Wird gespeichert…",
  name,
  value,
  ...props
}: { pendingLabel?: string } & ComponentProps<typeof Button>) {
  const navigation = useNavigation();
  const ownIntent = name ? navigation.formData?.get(String(name)) === value : true;
  const pending = navigation.state === "submitting" && ownIntent;
  const [clicked, setClicked] = useState(false);
  useEffect(() => {
    if (navigation.state === "idle") setClicked(false);
  }, [navigation.state]);
  return (
    <Button
      type="submit"
      name={name}
      value={value}
      aria-disabled={pending || undefined}
      {...props}
      onClick={(e) => {
        // a second click while the first submission runs is ignored
        if (pending || (clicked && navigation.state !== "idle")) {
          e.preventDefault();
          return;
        }
        setClicked(true);
        props.onClick?.(e);
      }}
    >
      {pending ? (
        <>
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

type FieldShellProps = { label: string; hint?: ReactNode; field: FieldMetadata<unknown>; className?: string; required?: boolean; children: ReactNode };

/** Label, control, hint and the German error beside the field (wired via aria-describedby by conform). */
export function FieldShell({ label, hint, field, className, required, children }: FieldShellProps) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={field.id} className="text-sm font-semibold text-ink">
        {label}
        {required ? <span aria-hidden="true" className="text-primary"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={field.descriptionId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {field.errors?.length ? (
        <p id={field.errorId} className="text-sm font-medium text-danger">
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/** No native date/time types: dates and times go through DateTimeField / ~/ui/date-picker (German everywhere). */
type InputType = "text" | "email" | "url" | "number" | "password" | "search" | "tel";

export function InputField({
  field,
  label,
  hint,
  type = "text",
  className,
  ...rest
}: { field: FieldMetadata<unknown>; label: string; hint?: ReactNode; type?: InputType; className?: string } & Omit<ComponentProps<"input">, "type" | "name" | "id" | "form">) {
  const { key, ...inputProps } = getInputProps(field as FieldMetadata<string>, { type, ariaDescribedBy: hint ? field.descriptionId : undefined });
  return (
    <FieldShell label={label} hint={hint} field={field} className={className} required={field.required}>
      <input key={key} {...inputProps} {...rest} className={cn(controlClass, rest.inputMode === "decimal" && "tabular-nums")} />
    </FieldShell>
  );
}

export function TextareaField({
  field,
  label,
  hint,
  className,
  rows = 5,
  ...rest
}: { field: FieldMetadata<unknown>; label: string; hint?: ReactNode; className?: string } & Omit<ComponentProps<"textarea">, "name" | "id" | "form">) {
  const { key, ...props } = getTextareaProps(field as FieldMetadata<string>, { ariaDescribedBy: hint ? field.descriptionId : undefined });
  return (
    <FieldShell label={label} hint={hint} field={field} className={className} required={field.required}>
      <textarea key={key} rows={rows} {...props} {...rest} className={cn(controlClass, "min-h-24")} />
    </FieldShell>
  );
}

export function SelectInputField({
  field,
  label,
  hint,
  className,
  options,
  placeholder,
  ...rest
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint?: ReactNode;
  className?: string;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
} & Omit<ComponentProps<"select">, "name" | "id" | "form">) {
  const { key, ...props } = getSelectProps(field as FieldMetadata<string>, { ariaDescribedBy: hint ? field.descriptionId : undefined });
  return (
    <FieldShell label={label} hint={hint} field={field} className={className} required={field.required}>
      <select key={key} {...props} {...rest} className={cn(controlClass, "appearance-auto")}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxInputField({ field, label, hint, className }: { field: FieldMetadata<unknown>; label: ReactNode; hint?: ReactNode; className?: string }) {
  const { key, ...props } = getInputProps(field as FieldMetadata<string>, { type: "checkbox", ariaDescribedBy: hint ? field.descriptionId : undefined });
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex items-start gap-3">
        <input key={key} {...props} className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]" />
        <label htmlFor={field.id} className="text-sm font-medium text-ink">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={field.descriptionId} className="pl-8 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {field.errors?.length ? (
        <p id={field.errorId} className="pl-8 text-sm font-medium text-danger">
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/** A titled group of fields (a card on the page). */
export function FormSection({ title, description, children, className }: { title: string; description?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn("rounded-2xl border border-line bg-white p-5 md:p-6", className)}>
      <legend className="sr-only">{title}</legend>
      <div className="mb-5">
        <h2 aria-hidden="true" className="font-display text-xl font-semibold">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      <div className="grid gap-5 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}
