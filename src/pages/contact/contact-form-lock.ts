import type { Behavior } from '../../components/behaviors/behavior';

/**
 * Once the browser's own validation has passed (the submit event fires only then), the
 * button locks and says it is sending, so a second press cannot post the message twice.
 * Back from the thank-you page, the browser may restore the page as it was left: unlock it.
 */
export const contactFormLock: Behavior = (form) => {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return undefined;
  const label = button.textContent ?? '';
  let sent = false;
  const lock = (on: boolean) => {
    sent = on;
    button.disabled = on;
    button.textContent = on ? button.dataset.sending ?? label : label;
  };
  const onSubmit = (event: Event) => {
    if (sent) event.preventDefault();
    else lock(true);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) lock(false);
  };
  form.addEventListener('submit', onSubmit);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    form.removeEventListener('submit', onSubmit);
    window.removeEventListener('pageshow', onPageShow);
  };
};
