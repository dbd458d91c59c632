import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { AppLink } from '../links/app-link';
import { ExternalLink } from '../links/external-link';
import { ArrowIcon } from '../icons/icons';
import { colors, motion, radii } from '../../styles/theme';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'outlineLight';

const variants = {
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
  outlineLight: css`
    background: transparent;
    color: ${colors.onBrand};
    box-shadow: inset 0 0 0 2px rgba(255, 255, 255, 0.7);
    &:hover { background: rgba(255, 255, 255, 0.1); }
  `,
};

const buttonStyles = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.6em;
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border-radius: ${radii.pill};
  font-weight: 650;
  font-size: 1rem;
  line-height: 1.3;
  text-align: center;
  text-decoration: none;
  transition: background-color ${motion.fast} ease, transform ${motion.fast} ease;
  ${({ $variant }) => variants[$variant]}

  &:active { transform: translateY(1px); }
`;

const InternalButton = styled(AppLink)<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

const OutboundButton = styled(ExternalLink)<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  /** Outbound links (scheduling, payment) open in a new tab. */
  external?: boolean;
  arrow?: boolean;
}

export function ButtonLink({ href, children, variant = 'primary', external = false, arrow = false }: ButtonLinkProps) {
  const inner = (
    <>
      <span>{children}</span>
      {arrow && <ArrowIcon />}
    </>
  );
  return external ? (
    <OutboundButton href={href} $variant={variant}>
      {inner}
    </OutboundButton>
  ) : (
    <InternalButton href={href} $variant={variant}>
      {inner}
    </InternalButton>
  );
}
