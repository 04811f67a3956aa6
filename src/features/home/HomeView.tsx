import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router-dom';

import type { HomeCta } from './BelowTheFold';
import { HomeSearchForm, type HomeSearchFormProps } from './HomeSearchForm';
import styles from './HomeView.module.css';
import type { ShowcaseLinks } from './Showcase';
import { HOME_TEXT, TRUSTED_BRANDS, type HomeVariant, type LogoMark } from './texts';
import { HOME_UI_TEXT } from '../../lib/spec/textCore';

// The sections after the first render come in one lazily loaded chunk (./deferredSections).
const deferredChunk = () => import('./deferredSections');

interface DeferredProps {
  showcaseLinks: ShowcaseLinks;
  primaryCta: HomeCta;
  plansHref: string;
}

/** The showcase, testimonial and below-the-fold section: one lazy component, so one wait. */
const DeferredSections = lazy(() =>
  deferredChunk().then(({ BelowTheFold, Showcase, Testimonial }) => ({
    default: function DeferredSections({ showcaseLinks, primaryCta, plansHref }: DeferredProps) {
      return (
        <>
          <Showcase links={showcaseLinks} />
          <Testimonial />
          <BelowTheFold primaryCta={primaryCta} plansHref={plansHref} />
        </>
      );
    },
  })),
);
const MembershipWidget = lazy(() => deferredChunk().then((m) => ({ default: m.MembershipWidget })));

export interface HomeViewProps {
  /** The page's <h1>: the home route's title ('Brand: headline' shows the brand above the headline). */
  title: string;
  variant: HomeVariant;
  search: Omit<HomeSearchFormProps, 'submitLabel'>;
  /** The line under the search box, with its link; none for logged-in users. */
  heroNote?: HomeCta;
  /** The showcase, testimonial and below-the-fold section: after the first render, never while prerendering. */
  showDeferred: boolean;
  /** The membership widget: 250 ms after the first render, never while prerendering. */
  showMembership: boolean;
  /** The page each showcase section links to. */
  showcaseLinks: ShowcaseLinks;
  primaryCta: HomeCta;
  plansHref: string;
}

/**
 * The home page (doc 1 §1, §2, §4): the hero with the search box, the 'Trusted by the brands you
 * trust' logo strip, then — loaded after the first render — the 'See what's inside' showcase, a
 * testimonial, the below-the-fold section and the membership widget.
 */
export function HomeView({
  title,
  variant,
  search,
  heroNote,
  showDeferred,
  showMembership,
  showcaseLinks,
  primaryCta,
  plansHref,
}: HomeViewProps) {
  const headingId = useId();
  const logosId = useId();
  const split = title.indexOf(': ');
  return (
    <main className={styles.home}>
      <section className={styles.hero} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          {split > 0 ? (
            <>
              <span className={styles.brand}>
                {title.slice(0, split)}
                {/* The colon belongs to the title (the accessible name) but not to the eyebrow's look. */}
                <span className={styles.colon}>:</span>
              </span>{' '}
              <span className={styles.headline}>{title.slice(split + 2)}</span>
            </>
          ) : (
            <span className={styles.headline}>{title}</span>
          )}
        </h1>
        <p className={styles.lede}>{variant.lede}</p>
        <HomeSearchForm {...search} submitLabel={variant.submitLabel} />
        {heroNote && (
          <p className={styles.note}>
            {HOME_TEXT.heroNote}{' '}
            <Link className={styles.noteLink} to={heroNote.href}>
              {heroNote.label}
            </Link>
          </p>
        )}
      </section>

      <section className={styles.logos} aria-labelledby={logosId}>
        <h2 id={logosId} className={styles.logosHeading}>
          {HOME_UI_TEXT.trustedBy}
        </h2>
        <ul className={styles.logoList}>
          {TRUSTED_BRANDS.map((brand) => (
            <li key={brand.name} className={styles.logo}>
              <Mark shape={brand.mark} />
              <span>{brand.name}</span>
            </li>
          ))}
        </ul>
      </section>

      {showDeferred && (
        <Suspense fallback={null}>
          <DeferredSections showcaseLinks={showcaseLinks} primaryCta={primaryCta} plansHref={plansHref} />
        </Suspense>
      )}
      {showMembership && (
        <Suspense fallback={null}>
          <MembershipWidget plansHref={plansHref} />
        </Suspense>
      )}
    </main>
  );
}

/** A wordmark's small drawn mark (decorative). */
function Mark({ shape }: { shape: LogoMark }) {
  return (
    <svg className={styles.mark} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {shape === 'circle' && <circle cx="10" cy="10" r="8" />}
      {shape === 'square' && <rect x="3" y="3" width="14" height="14" rx="2" />}
      {shape === 'triangle' && <path d="M10 2 18 17H2Z" />}
      {shape === 'diamond' && <path d="M10 1 19 10 10 19 1 10Z" />}
      {shape === 'ring' && <circle cx="10" cy="10" r="6.5" fill="none" strokeWidth="3" stroke="currentColor" />}
      {shape === 'bars' && <path d="M2 4h16v3H2zM2 9h12v3H2zM2 14h8v3H2z" />}
    </svg>
  );
}
