import type { ReactNode } from 'react';
import type { Inline, RichText as RichTextValue } from '../../content/schema/fields';
import { AppLink } from '../links/app-link';
import { ExternalLink } from '../links/external-link';
import { Whole } from '../ui/whole';

function link(href: string, children: ReactNode, key: number) {
  if (href.startsWith('/')) return <AppLink key={key} href={href}>{children}</AppLink>;
  if (/^(mailto|tel):/.test(href)) return <a key={key} href={href}>{children}</a>;
  return <ExternalLink key={key} href={href}>{children}</ExternalLink>;
}

function piece(run: Inline, key: number): ReactNode {
  if (typeof run === 'string') return run;
  if (run.whole && !run.href) return <Whole key={key} ltr={run.ltr}>{run.text}</Whole>;
  const text = run.whole ? <Whole ltr={run.ltr}>{run.text}</Whole> : run.ltr ? <bdi dir="ltr">{run.text}</bdi> : run.text;
  return run.href ? link(run.href, text, key) : <span key={key}>{text}</span>;
}

/** Prose from a content module: words, with links and isolated addresses where the module puts them. */
export function RichText({ text }: { text: RichTextValue }) {
  // One string stays one text node, as the prerendered HTML has it.
  if (typeof text === 'string') return text;
  return text.map(piece);
}
