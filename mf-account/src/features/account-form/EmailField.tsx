import { Field } from './Field';
import { TextInput } from './TextInput';

interface EmailFieldProps {
  id: string;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
}

/** The account's e-mail address, as every account form asks for it: labelled "Email", filled in by the browser. */
export function EmailField({ id, value, error, onChange }: EmailFieldProps) {
  return (
    <Field id={id} label="Email" error={error}>
      {(aria) => <TextInput {...aria} type="email" autoComplete="email" value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
