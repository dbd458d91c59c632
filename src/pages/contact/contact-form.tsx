import { useRef } from 'react';
import styled from 'styled-components';
import { behaviorProps } from '../../components/behaviors/behavior';
import { useBehavior } from '../../components/behaviors/use-behavior';
import { RichText } from '../../components/sections/rich-text';
import { SubmitButton } from '../../components/ui/submit-button';
import { site, type Locale } from '../../config/site';
import type { Content as ContactContent, ContactField } from '../../content/schema/contact';
import { pathFor } from '../../routes/paths';
import { absoluteUrl } from '../../seo/urls';
import { colors, media, radii } from '../../styles/theme';
import { contactFormLock } from './contact-form-lock';
import { fieldRules } from './field-rules';

const Field = styled.div`
  display: grid;
  gap: 0.4rem;

  /* At the foot of its row: beside a label of two lines, a label of one still sits on its box. */
  label {
    align-self: end;
    font-weight: 650;
    font-size: 0.9375rem;
  }

  label > span { color: ${colors.brandSoft}; }

  input, textarea {
    width: 100%;
    min-height: 48px;
    padding: 0.75rem 1rem;
    border: 1.5px solid ${colors.fieldLine};
    border-radius: ${radii.sm};
    background: ${colors.paper};
    color: ${colors.ink};
    /* 16px or more: phones do not zoom into the field. */
    font: inherit;
    font-size: 1rem;
    transition: border-color 160ms ease;

    &:hover { border-color: ${colors.brandSoft}; }
    &:focus-visible { border-color: ${colors.brand}; outline-offset: 1px; }
    /*
     * Without the script, the browser's own validation: marked only once the visitor has touched
     * the field (an untouched empty form is not an error). With it, the fields the script marks,
     * each with its message below.
     */
    form:not([novalidate]) &:user-invalid,
    &[aria-invalid='true'] {
      border-color: ${colors.danger};
      box-shadow: inset 0 0 0 1px ${colors.danger};
    }
  }

  /* Addresses and numbers read left to right; in Arabic they still sit on the form's right edge. */
  input[dir='ltr'] { text-align: left; }

  textarea { resize: vertical; line-height: 1.6; }
`;

/** A field's box and, once the form was sent with a problem in it, the message under it. */
const Control = styled.div`
  display: grid;
  align-content: start;
  gap: 0.4rem;
`;

/** What is wrong with a field and how to put it right: in the danger colour, marked by an icon as well. */
const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.4rem;
  color: ${colors.danger};
  font-size: 0.9375rem;
  font-weight: 600;
  line-height: 1.45;

  &[hidden] { display: none; }
  svg { flex: none; width: 1.2em; height: 1.2em; margin-top: 0.05em; }
  /* An example address or number reads as one piece. */
  bdi { white-space: nowrap; }
`;

/**
 * Above the fields once the form was sent with problems: how many, and a link to each. Its line
 * is a live region, there (and empty) from the start, so that assistive technology announces it.
 */
const Summary = styled.div`
  &[data-shown] {
    margin-bottom: 1.25rem;
    padding: 1rem 1.25rem;
    border: 2px solid ${colors.danger};
    border-left-width: 6px;
    border-radius: ${radii.sm};
  }

  & > p {
    color: ${colors.danger};
    font-weight: 700;
    line-height: 1.45;
  }

  ul {
    display: grid;
    gap: 0.4rem;
    margin-top: 0.6rem;
    padding-left: 1.25rem;
    line-height: 1.5;
  }

  a {
    color: ${colors.danger};
    font-weight: 600;
    text-underline-offset: 0.2em;
  }

  bdi { white-space: nowrap; }
`;

const Form = styled.form`
  display: grid;
  gap: 1.25rem;

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
    & > [data-wide] { grid-column: 1 / -1; }

    /*
     * Two fields side by side share two rows: label, then box (with its hint and message under it).
     * Their labels and boxes line up, a label of two lines beside one of one included.
     */
    & > ${Field}:not([data-wide]) {
      grid-row: span 2;
      grid-template-rows: subgrid;
    }
  }
`;

/** How to fill a field in, under its box (and under the box's message, when there is one): still there once the visitor types, and the box stays under its label. */
const Hint = styled.p`
  color: ${colors.muted};
  font-size: 0.875rem;
  line-height: 1.45;

  /* A number's format reads as one piece: never split across lines. */
  bdi { white-space: nowrap; }
`;

/** The spam trap: in the form, out of sight, out of the tab order, silent to screen readers. */
const Trap = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  opacity: 0;
  pointer-events: none;
`;

const Note = styled.p`
  color: ${colors.muted};
  font-size: 0.9375rem;

  a { color: ${colors.brand}; font-weight: 600; }
`;

const Submit = styled.div`
  display: grid;
  gap: 1rem;

  ${media.sm} {
    grid-template-columns: auto 1fr;
    align-items: center;
  }
`;

/** Marks a problem for the eye, beside the words that say it: decorative, in the text's colour (forced colours too). */
function ErrorIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 7v6.5M12 16.8v.2" />
    </svg>
  );
}

/**
 * A field's messages, one for each way it can be wrong, all hidden until the script shows the one
 * that applies (form-errors.ts) and names it as the field's description.
 */
function FieldError({ id, name, errors }: { id: string; name: ContactField; errors: ContactContent['form']['errors'] }) {
  const format = name === 'email' || name === 'mobile' ? errors.format[name] : undefined;
  return (
    <ErrorText id={id} hidden>
      <ErrorIcon />
      <span data-problem="missing" hidden>
        {errors.missing[name]}
      </span>
      {format && (
        <span data-problem="format" hidden>
          {`${format.text} `}
          <bdi dir="ltr">{format.example}</bdi>
        </span>
      )}
    </ErrorText>
  );
}

/** The asterisk is for the eye; `required` tells assistive technology. */
function RequiredLabel({ htmlFor, text }: { htmlFor: string; text: string }) {
  return (
    <label htmlFor={htmlFor}>
      {`${text} `}
      <span aria-hidden="true">*</span>
    </label>
  );
}

interface ContactFormProps {
  form: ContactContent['form'];
  locale: Locale;
  titleId: string;
}

/** The one-line fields; what each accepts is in field-rules.ts. */
const fields: { name: Exclude<ContactField, 'message'>; autoComplete: string; ltr?: true }[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', autoComplete: 'email', ltr: true },
  { name: 'mobile', autoComplete: 'tel', ltr: true },
];

/**
 * The message form: a native POST to the form service, which answers with a
 * redirect to the thank-you page. It works without JavaScript, guarded by the
 * browser's own validation; with it, a form sent with problems shows them in the
 * page's words (a summary above, a message under each field), and the button
 * locks once submitted (contactFormLock). The fields are uncontrolled: what the
 * visitor typed stays put when validation stops the submit.
 */
export function ContactForm({ form, locale, titleId }: ContactFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  useBehavior(ref, contactFormLock);

  const id = (name: string) => `contact-${name}`;

  return (
    <Form
      ref={ref}
      method="post"
      action={site.formEndpoint}
      acceptCharset="UTF-8"
      aria-labelledby={titleId}
      {...behaviorProps('contact-form')}
    >
      <input type="hidden" name="_subject" value={form.subject} />
      <input type="hidden" name="_redirect" value={absoluteUrl(pathFor('thankYou', locale))} />
      <div data-wide="">
        <Summary data-error-summary="" data-lines={JSON.stringify(form.errors.summary)}>
          <p role="status" />
          <ul hidden />
        </Summary>
        <Note>{form.requiredNote}</Note>
      </div>
      {fields.map(({ name, autoComplete, ltr }) => {
        // The number's format as a hint the field names as its description, not a placeholder that
        // disappears on the first key and, until then, looks like a number already typed.
        const hint = name === 'mobile' ? form.mobileHint : undefined;
        return (
          <Field key={name} data-wide={name === 'name' ? '' : undefined}>
            <RequiredLabel htmlFor={id(name)} text={form.labels[name]} />
            <Control>
              <input
                id={id(name)}
                name={name}
                type={fieldRules[name].type}
                pattern={fieldRules[name].pattern}
                autoComplete={autoComplete}
                dir={ltr ? 'ltr' : undefined}
                aria-describedby={hint ? id(`${name}-hint`) : undefined}
                required
              />
              <FieldError id={id(`${name}-error`)} name={name} errors={form.errors} />
              {hint && (
                <Hint id={id(`${name}-hint`)}>
                  {`${hint.text} `}
                  <bdi dir="ltr">{hint.format}</bdi>
                </Hint>
              )}
            </Control>
          </Field>
        );
      })}
      <Field data-wide="">
        <RequiredLabel htmlFor={id('message')} text={form.labels.message} />
        <Control>
          <textarea id={id('message')} name="message" rows={6} required />
          <FieldError id={id('message-error')} name="message" errors={form.errors} />
        </Control>
      </Field>
      <Trap aria-hidden="true">
        <label htmlFor={id('gotcha')}>{form.trapLabel}</label>
        <input id={id('gotcha')} type="text" name="_gotcha" tabIndex={-1} autoComplete="off" />
      </Trap>
      <Submit data-wide="">
        <SubmitButton type="submit" data-sending={form.sending}>
          {form.submit}
        </SubmitButton>
        <Note>
          <RichText text={form.privacy} />
        </Note>
      </Submit>
    </Form>
  );
}
