import { TextareaField } from './textarea-field.tsx';

/** Why an administrator does something final (a credit note, a reversal): required, at most 500 characters, kept in the audit log. */
export function ReasonField(props: { label: string; reason: string; onReason: (reason: string) => void; error: string | undefined; testId: string }) {
  return (
    <TextareaField
      label={props.label}
      rows={2}
      maxLength={500}
      required
      value={props.reason}
      onChange={(event) => props.onReason(event.target.value)}
      error={props.error}
      data-testid={props.testId}
    />
  );
}
