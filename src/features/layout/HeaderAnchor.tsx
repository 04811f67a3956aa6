import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

import type { HeaderLink } from './headerModel';

export interface HeaderAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  link: HeaderLink;
}

/** An app path ('/seo/overview') navigates in the app; anything else (https:, mailto:, tel:) is a plain link. */
export function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** A header link: a router link for app paths, a plain anchor for other addresses. */
export function HeaderAnchor({ link, ...rest }: HeaderAnchorProps) {
  if (isAppPath(link.href)) {
    return (
      <Link to={link.href} {...rest}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} {...rest}>
      {link.label}
    </a>
  );
}
