import { useRef } from 'react';
import styled from 'styled-components';
import { behaviorProps, useBehavior } from '../../components/behaviors/behavior';
import { RichText } from '../../components/sections/rich-text';
import { SubmitButton } from '../../components/ui/submit-button';
import { site, type Locale } from '../../config/site';
import type { ContactContent, ContactField } from '../../content/types/contact';
import { pathFor } from '../../routes/paths';
import { absoluteUrl } from '../../seo/urls';
import { colors, media, radii } from '../../styles/theme';
import { contactFormLock } from './contact-form-lock';

const Field = styled.div`
  display: grid;
  gap: 0.4rem;

  label {
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
    /* Only once the visitor has touched it: an untouched empty form is not an error. */
    &:user-invalid { border-color: ${colors.danger}; }
  }

  /* Addresses and numbers read left to right; in Arabic they still sit on the form's right edge. */
  input[dir='ltr'] { text-align: left; }

  textarea { resize: vertical; line-height: 1.6; }
`;

const Form = styled.form`
  display: grid;
  gap: 1.25rem;

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
    & > [data-wide] { grid-column: 1 / -1; }

    /*
     * Two fields side by side share three rows: label, hint, box. Their labels and boxes line up
     * though only one of them has a hint.
     */
    & > ${Field}:not([data-wide]) {
      grid-row: span 3;
      grid-template-rows: subgrid;
      & > :is(input, textarea) { grid-row: 3; }
    }
  }
`;

/** How to fill a field in, between its label and the field: still there once the visitor types. */
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

const fields: { name: ContactField; type: 'text' | 'email' | 'tel'; autoComplete: string; ltr?: true }[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email', ltr: true },
  { name: 'mobile', type: 'tel', autoComplete: 'tel', ltr: true },
];

/**
 * The message form: a native POST to the form service, which answers with a
 * redirect to the thank-you page. It works without JavaScript; with it, the
 * button locks once submitted (contactFormLock). The fields are uncontrolled:
 * what the visitor typed stays put when validation stops the submit.
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
      <Note data-wide="">{form.requiredNote}</Note>
      {fields.map(({ name, type, autoComplete, ltr }) => {
        // The number's format as a hint the field names as its description, not a placeholder that
        // disappears on the first key and, until then, looks like a number already typed.
        const hint = name === 'mobile' ? form.mobileHint : undefined;
        return (
          <Field key={name} data-wide={name === 'name' ? '' : undefined}>
            <RequiredLabel htmlFor={id(name)} text={form.labels[name]} />
            {hint && (
              <Hint id={id(`${name}-hint`)}>
                {`${hint.text} `}
                <bdi dir="ltr">{hint.format}</bdi>
              </Hint>
            )}
            <input
              id={id(name)}
              name={name}
              type={type}
              autoComplete={autoComplete}
              dir={ltr ? 'ltr' : undefined}
              aria-describedby={hint ? id(`${name}-hint`) : undefined}
              required
            />
          </Field>
        );
      })}
      <Field data-wide="">
        <RequiredLabel htmlFor={id('message')} text={form.labels.message} />
        <textarea id={id('message')} name="message" rows={6} required />
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
