import { lazy, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { ComparisonCredentials } from './ComparisonLoginDialog';
import type { ComparisonEntry, ComparisonSection, PlanTable } from './comparisons';
import styles from './ComparisonView.module.css';
import type { NavItem, NavLink, NavMenu } from './navigation';
import { COMPARISON_TEXT } from './texts';
import { UI_TEXT } from '../../lib/spec/text';
import type { SavingsPeriod } from '../../ui/Charts/SavingsChart/SavingsChart';
import { HoverDropdown } from '../../ui/HoverDropdown/HoverDropdown';
import { MenuIcon } from '../../ui/Icon/Icon';
import { useMobileMenu } from '../shell/useMobileMenu';

// The chart (visx) and the login dialog (react-aria) load after the page's text: the heading, prices
// and tables show at once, and a visitor who never logs in never downloads the dialog.
const SavingsChart = lazy(() =>
  import('../../ui/Charts/SavingsChart/SavingsChart').then((m) => ({ default: m.SavingsChart })),
);
const ComparisonLoginDialog = lazy(() =>
  import('./ComparisonLoginDialog').then((m) => ({ default: m.ComparisonLoginDialog })),
);

export interface ComparisonViewProps {
  /** The page heading: the route title ('The Semrush Alternative'). */
  title: string;
  entry: ComparisonEntry;
  /** The page's own main navigation (doc 1 §2), hrefs built from route names. */
  nav: readonly NavItem[];
  homeHref: string;
  /** The hero and closing buttons: the route named mainpurchase. */
  purchaseHref: string;
  freeAccountHref: string;
  forgotPasswordHref: string;
  /** Visitors get Log in and 'Sign up for FREE' in the navigation. */
  isLoggedIn: boolean;
  onLogIn: (credentials: ComparisonCredentials) => Promise<void>;
  /** Changes on every navigation (the router location's key): the folded navigation closes then. */
  navigationKey?: string;
}

/**
 * The comparison page (doc 1 §2 '/{competitor}-alternative'): its own navigation, a hero whose
 * button goes to mainpurchase, why switch, the savings chart, two plan-comparison tables, feature
 * sections, the agency section, the claims of doc 1 §1 and a closing call to action. Below the md
 * breakpoint (768 px) the navigation folds behind a Menu button.
 */
export function ComparisonView({
  title,
  entry,
  nav,
  homeHref,
  purchaseHref,
  freeAccountHref,
  forgotPasswordHref,
  isLoggedIn,
  onLogIn,
  navigationKey = '',
}: ComparisonViewProps) {
  const [isLoginOpen, setLoginOpen] = useState(false);
  const menu = useMobileMenu(navigationKey);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // Escape anywhere in the navigation folds it again and puts focus back on its button. (An open
  // desktop menu handles its own Escape first.)
  const onNavKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menu.isOpen) {
      event.stopPropagation();
      menu.setOpen(false);
      menuButtonRef.current?.focus();
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        {/* The nav only listens for Escape; its links and buttons do the work. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <nav aria-label={COMPARISON_TEXT.navLabel} className={styles.nav} onKeyDown={onNavKeyDown}>
          <Link to={homeHref} className={styles.brand} aria-label={COMPARISON_TEXT.brandHome}>
            {COMPARISON_TEXT.brand}
          </Link>
          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={menu.isOpen}
            aria-controls={menu.isOpen ? menuId : undefined}
            onClick={() => menu.setOpen(!menu.isOpen)}
          >
            <MenuIcon className={styles.menuIcon} size={20} open={menu.isOpen} />
            {COMPARISON_TEXT.menu}
          </button>
          <ul className={styles.navList}>
            {nav.map((item) => (
              <li key={item.label}>
                {item.kind === 'link' ? (
                  <NavAnchor link={item} className={styles.navLink} />
                ) : (
                  <HoverDropdown variant="menu" label={item.label}>
                    <ul className={styles.menuList}>
                      {item.links.map((link) => (
                        <li key={link.href}>
                          <NavAnchor link={link} className={styles.menuLink} />
                        </li>
                      ))}
                    </ul>
                  </HoverDropdown>
                )}
              </li>
            ))}
          </ul>
          {!isLoggedIn && (
            <div className={styles.account}>
              <button type="button" className={styles.loginButton} onClick={() => setLoginOpen(true)}>
                {UI_TEXT.logIn}
              </button>
              <Link to={freeAccountHref} className={styles.signUp}>
                {UI_TEXT.signUpForFree}
              </Link>
            </div>
          )}
          {menu.isOpen && (
            <FoldedNavigation
              id={menuId}
              nav={nav}
              freeAccountHref={freeAccountHref}
              isLoggedIn={isLoggedIn}
              onLogIn={() => setLoginOpen(true)}
            />
          )}
        </nav>
      </header>

      <main className={styles.main}>
        {entry.sections.map((section) => (
          <Section key={section.kind} section={section} title={title} entry={entry} purchaseHref={purchaseHref} />
        ))}
        <section className={styles.closing} aria-labelledby="comparison-closing">
          <h2 id="comparison-closing" className={styles.sectionTitle}>
            {entry.footer.heading}
          </h2>
          <p>{entry.footer.body}</p>
          <Link to={purchaseHref} className={styles.cta}>
            {entry.footer.cta}
          </Link>
          <p>
            {COMPARISON_TEXT.freeAccountLead} <Link to={freeAccountHref}>{COMPARISON_TEXT.freeAccountLink}</Link> (
            {COMPARISON_TEXT.freeAccountNote}).
          </p>
          <p className={styles.note}>{entry.footer.note}</p>
        </section>
      </main>

      {!isLoggedIn && isLoginOpen && (
        <Suspense fallback={null}>
          <ComparisonLoginDialog
            isOpen
            onClose={() => setLoginOpen(false)}
            onLogIn={onLogIn}
            forgotPasswordHref={forgotPasswordHref}
          />
        </Suspense>
      )}
    </div>
  );
}

interface FoldedNavigationProps {
  id: string;
  nav: readonly NavItem[];
  freeAccountHref: string;
  isLoggedIn: boolean;
  onLogIn: () => void;
}

/**
 * The navigation as the Menu button unfolds it on a phone: a row per link, each menu a disclosure
 * with its links under it, then Log in and 'Sign up for FREE' for visitors. It stays open while
 * the login dialog is up, so focus can return to Log in.
 */
function FoldedNavigation({ id, nav, freeAccountHref, isLoggedIn, onLogIn }: FoldedNavigationProps) {
  return (
    <div id={id} className={styles.folded}>
      <ul className={styles.foldedList}>
        {nav.map((item) => (
          <li key={item.label}>
            {item.kind === 'link' ? (
              <NavAnchor link={item} className={styles.foldedLink} />
            ) : (
              <FoldedMenu menu={item} />
            )}
          </li>
        ))}
      </ul>
      {!isLoggedIn && (
        <div className={styles.foldedAccount}>
          <button type="button" className={styles.foldedLogIn} onClick={onLogIn}>
            {UI_TEXT.logIn}
          </button>
          <Link to={freeAccountHref} className={styles.foldedSignUp}>
            {UI_TEXT.signUpForFree}
          </Link>
        </div>
      )}
    </div>
  );
}

function FoldedMenu({ menu }: { menu: NavMenu }) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.foldedDisclosure}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpen(!isOpen)}
      >
        {menu.label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={listId} hidden={!isOpen} className={styles.foldedSubList}>
        {menu.links.map((link) => (
          <li key={link.href}>
            <NavAnchor link={link} className={styles.foldedSubLink} />
          </li>
        ))}
      </ul>
    </>
  );
}

function NavAnchor({ link, className }: { link: NavLink; className?: string }) {
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden"> {COMPARISON_TEXT.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}

/** A section of the page under its <h2>, named by it for assistive technology. */
function TitledSection({
  className,
  headingId,
  heading,
  children,
}: {
  className?: string;
  headingId: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

interface SectionProps {
  section: ComparisonSection;
  title: string;
  entry: ComparisonEntry;
  purchaseHref: string;
}

function Section({ section, title, entry, purchaseHref }: SectionProps) {
  const headingId = `comparison-${section.kind}`;
  switch (section.kind) {
    case 'hero':
      return (
        <section className={styles.hero} aria-labelledby={headingId}>
          <h1 id={headingId} className={styles.title}>
            {title}
          </h1>
          <p className={styles.tagline}>{entry.title}</p>
          <p className={styles.lead}>{entry.description}</p>
          <Link to={purchaseHref} className={styles.cta}>
            {section.cta}
          </Link>
          <p className={styles.reassurance}>{section.reassurance}</p>
        </section>
      );
    case 'why':
      return (
        <TitledSection className={styles.band} headingId={headingId} heading={section.heading}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </TitledSection>
      );
    case 'savings':
      return <SavingsSection section={section} headingId={headingId} />;
    case 'plans':
      return (
        <TitledSection headingId={headingId} heading={section.heading}>
          <div className={styles.tables}>
            {section.tables.map((table) => (
              <PlanComparisonTable key={table.plan} table={table} />
            ))}
          </div>
        </TitledSection>
      );
    case 'features':
      return (
        <TitledSection className={styles.band} headingId={headingId} heading={section.heading}>
          <p className={styles.paragraph}>{section.body}</p>
          <ul className={styles.features}>
            {section.items.map((item) => (
              <li key={item.title} className={styles.feature}>
                <h3>{item.title}</h3>
                <p>{item.body}</p>
              </li>
            ))}
          </ul>
        </TitledSection>
      );
    case 'agency':
      return (
        <TitledSection className={styles.agency} headingId={headingId} heading={section.heading}>
          <p className={styles.paragraph}>{section.body}</p>
          <ul className={styles.checklist}>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </TitledSection>
      );
    case 'claims':
      return (
        <TitledSection className={styles.band} headingId={headingId} heading={section.heading}>
          <p className={styles.paragraph}>{section.body}</p>
          <ul className={styles.claims}>
            {section.claims.map((claim) => (
              <li key={claim.label}>
                <span className={styles.claimValue}>{claim.value}</span> <span>{claim.label}</span>
              </li>
            ))}
          </ul>
        </TitledSection>
      );
  }
}

const MAX_CHART_WIDTH = 560;

/**
 * The width the chart may take: its container's, up to 560 px (the chart draws at a fixed width).
 * Null until measured, so the chart never draws wider than a phone first; without ResizeObserver (jsdom)
 * it falls back to 560.
 */
function useContainerWidth() {
  const ref = useRef<HTMLDivElement>(null);
  // The build's prerender (no window) draws the placeholder, as the browser's first render does.
  const [width, setWidth] = useState<number | null>(() =>
    typeof window !== 'undefined' && typeof ResizeObserver === 'undefined' ? MAX_CHART_WIDTH : null,
  );
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    // The observer reports the first size as soon as it observes, then every change.
    const observer = new ResizeObserver(() => {
      const available = Math.floor(element.clientWidth);
      if (available > 0) setWidth(Math.min(MAX_CHART_WIDTH, available));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function SavingsSection({
  section,
  headingId,
}: {
  section: Extract<ComparisonSection, { kind: 'savings' }>;
  headingId: string;
}) {
  const [period, setPeriod] = useState<SavingsPeriod>('annual');
  const [ref, width] = useContainerWidth();
  const { chart } = section;
  const periods: ReadonlyArray<[SavingsPeriod, string]> = [
    ['monthly', COMPARISON_TEXT.perMonth],
    ['annual', COMPARISON_TEXT.perYear],
  ];
  return (
    <TitledSection className={styles.band} headingId={headingId} heading={section.heading}>
      <p className={styles.paragraph}>{section.body}</p>
      <div role="group" aria-label={COMPARISON_TEXT.savingsPeriodLabel} className={styles.periods}>
        {periods.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={period === value}
            className={styles.period}
            onClick={() => setPeriod(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <div ref={ref} className={styles.chart}>
        {width === null ? (
          <div className={styles.chartPlaceholder} />
        ) : (
          <Suspense fallback={<div className={styles.chartPlaceholder} />}>
            <SavingsChart
              ourName={chart.ourName}
              ourPrice={chart.ourMonthlyUsd}
              competitorName={chart.theirName}
              competitorPrice={chart.theirMonthlyUsd}
              period={period}
              width={width}
            />
          </Suspense>
        )}
      </div>
    </TitledSection>
  );
}

function PlanComparisonTable({ table }: { table: PlanTable }) {
  return (
    <table className={styles.table}>
      <caption>{table.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{COMPARISON_TEXT.planColumnFeature}</th>
          <th scope="col">{table.oursHeader}</th>
          {table.theirsHeader && <th scope="col">{table.theirsHeader}</th>}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.feature}</th>
            <td>{row.ours}</td>
            {table.theirsHeader && (
              <td className={row.theirs === undefined ? styles.notCompared : undefined}>
                {row.theirs ?? COMPARISON_TEXT.notCompared}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
