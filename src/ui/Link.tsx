import type { ReactNode } from 'react';
import { onLinkClick } from './router';

/** An in-app link: a real anchor (works with keyboard, long-press, new tab) that navigates without reloading. */
export function Link(props: { to: string; className?: string; children: ReactNode; 'aria-label'?: string }) {
  return (
    <a href={props.to} className={props.className} onClick={onLinkClick} aria-label={props['aria-label']}>
      {props.children}
    </a>
  );
}
