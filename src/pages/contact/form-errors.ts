import type { ContactField } from '../../content/schema/contact';
import { checkedFields, problemWith, type FieldProblem } from './field-rules';

/**
 * The contact form's errors in the page's own words, in place of the browser's bubbles (which
 * speak the browser's language and leave nothing on the page). Its own chunk, fetched by the
 * form's behaviour (contact-form-lock.ts) on the contact page only; until it arrives, and
 * without JavaScript, the browser's own validation guards the form with the same rules
 * (field-rules.ts).
 *
 * The words are the page's (its content, rendered by contact-form.tsx): a hidden message per
 * problem under each field, and the summary's lines as a data attribute. When the form is sent
 * with problems: each field in error reads `aria-invalid="true"` and names its message as its
 * description, the summary above the form says how many and links to each, its line is
 * announced (a live region), and the focus moves to the first. From then on a field is checked
 * again as the visitor leaves it, and its error goes as soon as what they type is right.
 */
export interface FormErrors {
  /** Shows the form's problems, if any, and moves to the first; true when it can be sent. */
  check: () => boolean;
  undo: () => void;
}

type Control = HTMLInputElement | HTMLTextAreaElement;

interface Field {
  name: ContactField;
  control: Control;
  message: HTMLElement;
  /** The label, hint, box and message: what is scrolled into view when the visitor is sent to the field. */
  box: HTMLElement;
  /** Its description without an error (the mobile number's hint). */
  described: string;
}

export function formErrors(form: HTMLFormElement): FormErrors | undefined {
  const summary = form.querySelector<HTMLElement>('[data-error-summary]');
  const line = summary?.querySelector('p');
  const list = summary?.querySelector('ul');
  const fields = checkedFields.map((name) => {
    const control = form.elements.namedItem(name) as Control | null;
    const message = control && form.querySelector<HTMLElement>(`#${control.id}-error`);
    const box = control && form.querySelector(`label[for="${control.id}"]`)?.parentElement;
    return control && message && box ? { name, control, message, box, described: control.getAttribute('aria-describedby') ?? '' } : undefined;
  });
  // Not the markup this was written for: leave the form to the browser's validation.
  if (!summary || !line || !list || !fields.every((field): field is Field => field !== undefined)) return undefined;
  const lines = JSON.parse(summary.dataset.lines ?? '[]') as string[];

  const problems = new Map<ContactField, FieldProblem>();
  let shown = false;

  const mark = (field: Field, problem: FieldProblem | undefined) => {
    const { control, message, described } = field;
    if (problem) problems.set(field.name, problem);
    else problems.delete(field.name);
    message.hidden = !problem;
    message.querySelectorAll<HTMLElement>('[data-problem]').forEach((text) => {
      text.hidden = text.dataset.problem !== problem;
    });
    const description = problem ? `${message.id} ${described}`.trim() : described;
    if (problem) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
    if (description) control.setAttribute('aria-describedby', description);
    else control.removeAttribute('aria-describedby');
  };

  /** The summary, from the problems: a link to each field in error, with its message as the link's words. */
  const summarise = (announce: boolean) => {
    const failing = fields.filter((field) => problems.has(field.name));
    list.replaceChildren(
      ...failing.map(({ control, message }) => {
        const link = document.createElement('a');
        link.href = `#${control.id}`;
        const text = message.querySelector('[data-problem]:not([hidden])');
        if (text) link.append(...Array.from(text.childNodes, (node) => node.cloneNode(true)));
        const item = document.createElement('li');
        item.append(link);
        return item;
      }),
    );
    list.hidden = failing.length === 0;
    summary.toggleAttribute('data-shown', failing.length > 0);
    let text = failing.length > 0 ? lines[Math.min(failing.length, lines.length) - 1] ?? '' : '';
    // A live region speaks a change: on another attempt with as many problems, the same line with
    // a no-break space after it (or without one) is announced again, and looks the same.
    if (announce && text && line.textContent === text) text += '\u00a0';
    if (line.textContent !== text) line.textContent = text;
  };

  /** Focuses a field, with its label and message in view (the summary too, when it fits). */
  const moveTo = (field: Field, withSummary: boolean) => {
    if (withSummary) summary.scrollIntoView({ block: 'start' });
    field.control.focus({ preventScroll: true });
    field.box.scrollIntoView({ block: 'nearest' });
  };

  const check = () => {
    fields.forEach((field) => mark(field, problemWith(field.name, field.control.value)));
    shown = true;
    summarise(true);
    const first = fields.find((field) => problems.has(field.name));
    if (first) moveTo(first, true);
    return first === undefined;
  };

  /** Once errors have been shown: a field's error goes as soon as it is right, and is checked again as the visitor leaves it. */
  const recheck = (event: Event) => {
    const field = fields.find(({ control }) => control === event.target);
    if (!shown || !field) return;
    const problem = problemWith(field.name, field.control.value);
    if (event.type === 'input' && !problems.has(field.name)) return;
    if (problems.get(field.name) === problem) return;
    mark(field, problem);
    summarise(false);
  };

  /** The summary's links move to their field (a fragment link would only scroll, and leave the focus behind). */
  const follow = (event: MouseEvent) => {
    const href = (event.target as Element).closest?.('a')?.getAttribute('href');
    const field = fields.find(({ control }) => href === `#${control.id}`);
    if (!field) return;
    event.preventDefault();
    moveTo(field, false);
  };

  form.noValidate = true;
  form.addEventListener('input', recheck);
  form.addEventListener('focusout', recheck);
  list.addEventListener('click', follow);
  return {
    check,
    undo: () => {
      form.noValidate = false;
      form.removeEventListener('input', recheck);
      form.removeEventListener('focusout', recheck);
      list.removeEventListener('click', follow);
    },
  };
}
