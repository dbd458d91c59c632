import { Svg } from './icons';

/** The testimonials' rating star; a file of its own so only the page that rates carries it. */
export function StarIcon() {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17.1 6.4 20l1.1-6.2L2.9 9.4l6.3-.9z" />
    </Svg>
  );
}
