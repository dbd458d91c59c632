import { Fragment, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { AppLink } from '../links/app-link';
import { ExternalLink } from '../links/external-link';
import { ArrowIcon } from '../icons/icons';
import { VisuallyHidden } from './visually-hidden';
import { colors, media, motion, radii } from '../../styles/theme';

export type ButtonVariant = 'primary' | 'accent' | 'outline';
export type ButtonSize = 'md' | 'sm';

export const variants = {
  primary: css`
    background: ${colors.brand};
    color: ${colors.onBrand};
    &:hover { background: ${colors.brandStrong}; }
  `,
  accent: css`
    background: ${colors.accent};
    color: ${colors.accentInk};
    &:hover { background: ${colors.accentHover}; }
  `,
  outline: css`
    background: transparent;
    color: ${colors.brand};
    box-shadow: inset 0 0 0 2px ${colors.brand};
    &:hover { background: ${colors.tint}; }
  `,
};

/*
 * Arabic letters read smaller than Latin ones at the same size: an Arabic label is set a step
 * (1 px) larger than the English one in the same place. On a phone a button's sides are
 * narrower, so a label of one line ('Book a Business Coaching Session' and its arrow) keeps to one.
 */
export const sizes = {
  md: css`
    min-height: 48px;
    padding: 0.75rem 1rem;
    font-size: 1rem;

    html[lang='ar'] & { font-size: 1.0625rem; }

    ${media.sm} { padding-inline: 1.5rem; }
  `,
  sm: css`
    min-height: 44px;
    padding: 0.5rem 1.15rem;
    font-size: 0.9375rem;
    white-space: nowrap;

    html[lang='ar'] & { font-size: 1rem; }
  `,
};

export const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.6em;
  border-radius: ${radii.pill};
  font-weight: 650;
  line-height: 1.3;
  text-align: center;
  text-decoration: none;
  transition: background-color ${motion.fast} ease, transform ${motion.fast} ease;

  &:active { transform: translateY(1px); }

  /*
   * A label too long for one line (a closing call to action on a phone) breaks into two even
   * lines, not a word left alone; a label of two sentences breaks between them from 360 px, where
   * the longer sentence the spec gives ('Ready to Transform Your Life?') fits a line of its own.
   */
  & > span { text-wrap: balance; }
  @media (min-width: 22.5em) {
    & [data-sentence] { display: inline-block; }
  }

  &[data-block] { display: flex; width: 100%; }
`;

const buttonStyles = css<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${base}
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
`;

const InternalButton = styled(AppLink)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyles}
`;

const OutboundButton = styled(ExternalLink)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyles}
`;

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Outbound links (scheduling, payment) open in a new tab. */
  external?: boolean;
  arrow?: boolean;
  /** Fills the width of its container, as at the foot of a card. */
  block?: boolean;
  /**
   * What assistive technology calls the link when its words alone do not say which one it is
   * (three 'Pay' on a page): it starts with the words shown (WCAG 2.5.3). The shown words are
   * then hidden from it and this is read instead, as one run of text: a hidden part beside the
   * shown one sits in a box of its own, and browsers put a space between boxes ('Read More : …').
   */
  name?: ReactNode;
  /** The page it leads to is the one shown: the header's booking button stands in the bar for the navigation's booking link. */
  current?: boolean;
}

/** A label's sentences, split after their closing mark ('Ready to Transform Your Life?' | 'Book a Session'). */
const sentencesOf = (label: ReactNode): string[] | undefined => {
  const sentences = typeof label === 'string' ? label.split(/(?<=[.!?؟])\s+(?=\S)/u) : [];
  return sentences.length > 1 ? sentences : undefined;
};

export function ButtonLink({ href, children, variant = 'primary', size = 'md', external = false, arrow = false, block = false, name, current = false }: ButtonLinkProps) {
  // data-button: its border in forced colours (src/styles/global-css.ts).
  const shared = { href, $variant: variant, $size: size, 'data-block': block ? '' : undefined, 'data-button': '', 'aria-current': current ? ('page' as const) : undefined };
  const inner = (
    <>
      <span aria-hidden={name ? true : undefined}>
        {sentencesOf(children)?.map((sentence, index) => (
          <Fragment key={index}>
            {index > 0 && ' '}
            <span data-sentence="">{sentence}</span>
          </Fragment>
        )) ?? children}
      </span>
      {name && <VisuallyHidden>{name}</VisuallyHidden>}
      {arrow && <ArrowIcon />}
    </>
  );
  return external ? <OutboundButton {...shared}>{inner}</OutboundButton> : <InternalButton {...shared}>{inner}</InternalButton>;
}
