import type { ReactNode } from "react";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";

/** What a field's control must carry: its id (the label's target) and the links to its message. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * The one labelled form field: label (with an optional aside such as a link or a counter), the
 * control, then the hint or, once there is one, the error. `children` renders the control from the
 * props it must spread, so every input, textarea or select is wired the same way: `aria-invalid`
 * while there is an error, `aria-describedby` pointing at the message shown (error first, else hint).
 *
 *   <FormField id="login-email" label="Email" error={errors.email?.message}>
 *     {(control) => <Input {...control} type="email" {...register("email")} />}
 *   </FormField>
 */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  labelAside,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  labelAside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const control: FieldControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : hint ? hintId : undefined,
  };
  return (
    <div className={cn("space-y-1.5", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children(control)}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
