import { useId } from 'react';
import { Link } from 'react-router-dom';

import { AiPromoWidget } from './AiPromoWidget';
import styles from './FooterView.module.css';
import { FOOTER_OFFER, FOOTER_TEXT } from './siteFooterTexts';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterLinkGroup {
  title: string;
  links: readonly FooterLink[];
}

export interface FooterCta {
  text: string;
  href: string;
  /** An address on another host (the purchase host): a plain link rather than an in-app one. */
  external: boolean;
}

export interface FooterViewProps {
  /** The link columns (doc 1 §2 "Footer"), hrefs already built. */
  linkGroups: readonly FooterLinkGroup[];
  /** The call to action under the offer; none for a paying member without a tracking one. */
  cta?: FooterCta;
  /** The AI promo's source marker (`page`). */
  page: string;
  /** The AI promo's `sfu`: the user id, or 'free'. */
  sfu: string;
  /** The AI promo's starting domain (stories). */
  defaultDomain?: string;
}

/**
 * The site footer (doc 1 §2): the membership offer with its call to action, the AI-content promo,
 * and the link columns. Presentational: SiteFooter reads the stores and builds the hrefs.
 */
export function FooterView({ linkGroups, cta, page, sfu, defaultDomain }: FooterViewProps) {
  const id = useId();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <section className={styles.offer} aria-labelledby={`${id}-offer`}>
            <p className={styles.eyebrow}>{FOOTER_TEXT.offerLabel}</p>
            <h2 id={`${id}-offer`} className={styles.offerTitle}>
              {FOOTER_OFFER.title}
            </h2>
            <ul className={styles.points}>
              {FOOTER_OFFER.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            {cta &&
              (cta.external ? (
                <a className={styles.cta} href={cta.href}>
                  {cta.text}
                </a>
              ) : (
                <Link className={styles.cta} to={cta.href}>
                  {cta.text}
                </Link>
              ))}
          </section>
          <AiPromoWidget page={page} sfu={sfu} defaultDomain={defaultDomain} />
        </div>
        <nav className={styles.nav} aria-label={FOOTER_TEXT.navLabel}>
          {linkGroups.map((group) => (
            <div key={group.title} className={styles.group}>
              <h2 className={styles.groupTitle}>{group.title}</h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className={styles.bottom}>
          <p>{FOOTER_TEXT.tagline}</p>
          <p>{FOOTER_TEXT.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
