import { useId, useState, type FormEvent } from 'react';
import { isApiError, type GuestEnquiryForm, useFormFields } from '@ferrolink/shared';
import { addGuest } from './add-guest';
import { contactMaxLength, EMPTY_CONTACT, isRequiredContactField, validateContact, type ContactField } from './contact-rules';
import styles from './contact-form.module.css';

export interface ContactFormProps {
  /**
   * 'steps' (default, the exposed widget): step 0 the form, step 1 a "Thank You" message.
   * 'reset' (the About page): the form empties itself and `onSent` shows the "Thank You!" modal.
   */
  mode?: 'steps' | 'reset';
  onSent?: () => void;
  /** Heading of the form; the About page gives its own. */
  title?: string | null;
}

interface FieldSpec {
  name: ContactField;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  multiline?: boolean;
  wide?: boolean;
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'FirstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'LastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'Company', label: 'Company', autoComplete: 'organization' },
  { name: 'EMail', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'Country', label: 'Country/Region', autoComplete: 'country-name' },
  { name: 'Phone', label: 'Phone/Whats app/Skype', type: 'tel', autoComplete: 'tel' },
  { name: 'Body', label: 'Message', autoComplete: 'off', multiline: true, wide: true },
];

const SEND_FAILED = 'Sorry, your message could not be sent. Please check your connection and try again; what you typed is still here.';

/** The Contact Us form: the ContactForm widget on the home page, and the About page's form. */
export function ContactForm({ mode = 'steps', onSent, title = 'Contact Us' }: ContactFormProps) {
  const formId = useId();
  const form = useFormFields<ContactField>(EMPTY_CONTACT, validateContact);
  const { values, errors } = form;
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [step, setStep] = useState<0 | 1>(0);

  // The email is checked as typed; the other fields once they were visited.
  const change = (field: ContactField, value: string) => form.setValue(field, value, { touch: field === 'EMail' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.markSubmitted();
    setFailure(null);
    if (form.hasErrors) {
      const first = FIELDS.find((field) => errors[field.name]);
      if (first) document.getElementById(`${formId}-${first.name}`)?.focus();
      return;
    }
    const enquiry: GuestEnquiryForm = {
      FirstName: values.FirstName.trim(),
      LastName: values.LastName.trim(),
      Company: values.Company.trim(),
      Phone: values.Phone.trim(),
      Country: values.Country.trim(),
      Body: values.Body.trim(),
      EMail: values.EMail.trim(),
      Website: honeypot,
    };
    setSending(true);
    try {
      await addGuest(enquiry);
      form.reset();
      if (mode === 'steps') setStep(1);
      onSent?.();
    } catch (error) {
      // A clear refusal from the server (a rule, too many messages) is shown as it is; anything else is a connection problem.
      setFailure(isApiError(error) && !error.isConnectionFailure && error.code !== 500 ? error.message : SEND_FAILED);
    } finally {
      setSending(false);
    }
  }

  if (step === 1) {
    return (
      <div className={styles.thanks} role="status">
        <h2 className={styles.thanksTitle}>Thank You</h2>
        <p>Your message has been sent. Our sales team will reply within two working days.</p>
        <button type="button" className="fl-button fl-button--outline" onClick={() => setStep(0)}>
          Send another message
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={title ?? 'Contact Us'}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <div className={styles.grid}>
        {FIELDS.map((field) => {
          const id = `${formId}-${field.name}`;
          const error = form.shownError(field.name);
          const required = isRequiredContactField(field.name);
          const common = {
            id,
            name: field.name,
            value: values[field.name],
            maxLength: contactMaxLength(field.name),
            autoComplete: field.autoComplete,
            'aria-required': required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            className: styles.input,
            onBlur: () => form.touch(field.name),
          };
          return (
            <div key={field.name} className={`${styles.field} ${field.wide ? styles.wide : ''}`}>
              <label htmlFor={id} className={styles.label}>
                {required ? (
                  <span className={styles.star} aria-hidden="true">
                    *{' '}
                  </span>
                ) : null}
                {field.label}
              </label>
              {field.multiline ? (
                <textarea {...common} rows={5} onChange={(event) => change(field.name, event.target.value)} />
              ) : (
                <input {...common} type={field.type ?? 'text'} onChange={(event) => change(field.name, event.target.value)} />
              )}
              {error ? (
                <p id={`${id}-error`} className={styles.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        {/* The honeypot: out of sight and out of the tab order for people; bots fill it in. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${formId}-Website`}>Website</label>
          <input
            id={`${formId}-Website`}
            name="Website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
      </div>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className={`fl-button ${styles.submit}`} disabled={sending}>
        {sending ? 'Sending...' : 'Submit'}
      </button>
    </form>
  );
}
