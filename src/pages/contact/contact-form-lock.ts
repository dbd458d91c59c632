import type { Behavior } from '../../components/behaviors/behavior';
import { isPrerendering } from '../../config/runtime';
import type { FormErrors } from './form-errors';

/**
 * Once the form can be sent, the button locks and says it is sending, so a second press cannot
 * post the message twice. Back from the thank-you page, the browser may restore the page as it
 * was left: unlock it.
 *
 * The form's errors in the page's words are their own chunk (form-errors.ts), fetched here, so
 * that no other page's start carries them. Once it has arrived, it checks the form on submit;
 * until then (and without JavaScript) the browser's own validation does, and the submit event
 * fires only once that has passed. The prerender leaves the form as the server sends it.
 */
export const contactFormLock: Behavior = (form) => {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return undefined;
  const label = button.textContent ?? '';
  let sent = false;
  let attached = true;
  let errors: FormErrors | undefined;
  const lock = (on: boolean) => {
    sent = on;
    button.disabled = on;
    button.textContent = on ? button.dataset.sending ?? label : label;
  };
  const onSubmit = (event: Event) => {
    if (sent || errors?.check() === false) event.preventDefault();
    else lock(true);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) lock(false);
  };
  form.addEventListener('submit', onSubmit);
  window.addEventListener('pageshow', onPageShow);
  if (!isPrerendering()) {
    void import(/* webpackChunkName: "form-errors" */ './form-errors').then(
      ({ formErrors }) => {
        if (attached) errors = formErrors(form as HTMLFormElement);
      },
      // Not arrived (offline): the browser's own validation stays.
      () => undefined,
    );
  }
  return () => {
    attached = false;
    errors?.undo();
    form.removeEventListener('submit', onSubmit);
    window.removeEventListener('pageshow', onPageShow);
  };
};
