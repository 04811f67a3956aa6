import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

import { HeaderAnchor } from './HeaderAnchor';
import type { HeaderAccount, HeaderLink, HeaderSection, HeaderSupport } from './headerModel';
import { HEADER_TEXT, SPEC_LABELS } from './headerTexts';
import styles from './MobileMenu.module.css';
import { fill } from '../../lib/spec/text';

export type MobileMenuCloseReason = 'escape' | 'link';

export interface MobileMenuProps {
  id?: string;
  /** The Tools sub-sections (the desktop menus). */
  sections: readonly HeaderSection[];
  blog: HeaderLink;
  /** Upgrade (logged in) or Pricing. */
  plan: HeaderLink;
  account: HeaderAccount;
  support: HeaderSupport;
  /** Escape was pressed (focus goes back to the menu button), or a link was followed. */
  onClose: (reason: MobileMenuCloseReason) => void;
  /** Start with Tools expanded. */
  defaultToolsOpen?: boolean;
}

/**
 * The mobile menu (doc 1 §2): Tools with its sub-sections, Blog, then Upgrade or Pricing, then
 * Account and Log out (logged in) or Log In and 'Sign up for FREE' (guests), and the support line.
 * It takes focus when it opens; Escape closes it.
 */
export function MobileMenu({
  id,
  sections,
  blog,
  plan,
  account,
  support,
  onClose,
  defaultToolsOpen = false,
}: MobileMenuProps) {
  const [toolsOpen, setToolsOpen] = useState(defaultToolsOpen);
  const toolsRef = useRef<HTMLButtonElement>(null);
  const toolsId = useId();
  const labelId = useId();

  useEffect(() => toolsRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose('escape');
    }
  };
  const follow = () => onClose('link');
  const row = (link: HeaderLink, className = styles.link) => (
    <li>
      <HeaderAnchor link={link} className={className} onClick={follow} />
    </li>
  );

  return (
    // Escape anywhere in the menu closes it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav id={id} aria-label={HEADER_TEXT.mobileNav} className={styles.menu} onKeyDown={onKeyDown}>
      <ul className={styles.list}>
        <li>
          <button
            ref={toolsRef}
            type="button"
            className={styles.disclosure}
            aria-expanded={toolsOpen}
            aria-controls={toolsId}
            onClick={() => setToolsOpen(!toolsOpen)}
          >
            {SPEC_LABELS.tools}
            <span className={styles.chevron} aria-hidden="true" />
          </button>
          <div id={toolsId} hidden={!toolsOpen} className={styles.tools}>
            {sections.map((section, index) => (
              <div key={section.label} role="group" aria-labelledby={`${labelId}-${index}`}>
                <span id={`${labelId}-${index}`} className={styles.sectionLabel}>
                  {section.label}
                </span>
                <ul className={styles.subList}>
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <HeaderAnchor link={link} className={styles.subLink} onClick={follow} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </li>
        {row(blog)}
        {row(plan)}
      </ul>
      <div className={styles.account}>
        {account.kind === 'member' ? (
          <>
            <p className={styles.signedIn}>{fill(HEADER_TEXT.signedInAs, { email: account.email })}</p>
            <ul className={styles.list}>
              {row(account.settings)}
              {row(account.logOut)}
            </ul>
          </>
        ) : (
          <ul className={styles.guest}>
            {row(account.logIn, styles.logIn)}
            {row(account.signUp, styles.signUp)}
          </ul>
        )}
      </div>
      <div className={styles.support}>
        {support.phone && (
          <p>
            {HEADER_TEXT.support}:{' '}
            <a href={support.phone.href} className={styles.phone}>
              {support.phone.label}
            </a>
            {support.hours && <span className={styles.hours}> · {support.hours}</span>}
          </p>
        )}
        <a href={support.chat.href} className={styles.chat}>
          {support.chat.label}
        </a>
      </div>
    </nav>
  );
}
