import { RouterProvider } from 'react-aria-components';
import { Link } from 'react-router-dom';

import type { Block, Card, PageContent, ResolvedLink } from './content/types';
import styles from './MarketingPageView.module.css';
import { MARKETING_TEXT } from './texts';
import { ButtonLink } from '../../ui/Button/Button';
import { LogoIcon } from '../../ui/Icon/Icon';

export interface MarketingPageViewProps {
  /** The page heading: the route title. */
  title: string;
  /** The brand link's target; none on the home page. */
  homeHref?: string;
  /** The page's copy with every link resolved. */
  content: PageContent<ResolvedLink>;
  /** A line about the visitor under the lead ('Signed in as …' on a members' offer). */
  notice?: string;
  /**
   * Follows an in-app link of a button without reloading the app (the router's navigate). Without
   * it the buttons are plain links.
   */
  onNavigate?: (path: string) => void;
}

/**
 * A marketing page without the site navigation (doc 1 §2): a brand bar, the hero with the page
 * heading, lead and buttons, optional figures, a table of contents for long legal pages, the
 * sections, and a closing call to action.
 */
export function MarketingPageView({ onNavigate, ...props }: MarketingPageViewProps) {
  // The buttons are react-aria links: hrefs are full paths from linkTo, or mailto:/tel: addresses
  // (another origin, which react-aria leaves to the browser).
  return onNavigate ? (
    <RouterProvider navigate={(path) => onNavigate(String(path))}>
      <Layout {...props} />
    </RouterProvider>
  ) : (
    <Layout {...props} />
  );
}

function Layout({ title, homeHref, content, notice }: Omit<MarketingPageViewProps, 'onNavigate'>) {
  return (
    <div className={styles.page}>
      <header className={styles.brandBar}>
        {homeHref ? (
          <Link to={homeHref} className={styles.brand} aria-label={MARKETING_TEXT.homeLink}>
            <LogoIcon className={styles.mark} />
            Rivalscope
          </Link>
        ) : (
          <span className={styles.brand}>
            <LogoIcon className={styles.mark} />
            Rivalscope
          </span>
        )}
      </header>
      <main className={styles.main}>
        <Page title={title} content={content} notice={notice} />
      </main>
    </div>
  );
}

function Page({ title, content, notice }: { title: string; content: PageContent<ResolvedLink>; notice?: string }) {
  const { eyebrow, lead, updated, highlights, heroActions = [], sections, cta, toc } = content;
  return (
    <>
      <section className={styles.hero} aria-labelledby="marketing-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id="marketing-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          {notice && <p className={styles.notice}>{notice}</p>}
          {updated && <p className={styles.updated}>{updated}</p>}
          {heroActions.length > 0 && <Actions links={heroActions} />}
          {highlights && (
            <ul className={styles.highlights} aria-label={MARKETING_TEXT.highlights}>
              {highlights.map((item) => (
                <li key={item.label} className={styles.highlight}>
                  <span className={styles.highlightValue}>{item.value}</span>{' '}
                  <span className={styles.highlightLabel}>{item.label}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <div className={styles.body} data-has-toc={toc ? true : undefined}>
        {toc && (
          <nav className={styles.toc} aria-labelledby="marketing-toc">
            <h2 id="marketing-toc" className={styles.tocTitle}>
              {MARKETING_TEXT.contents}
            </h2>
            <ol className={styles.tocList}>
              {sections.map((section) => (
                <li key={section.id}>
                  <Link to={`#${section.id}`}>{section.title}</Link>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className={styles.sections}>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                {section.title}
              </h2>
              {section.blocks.map((block, index) => (
                <BlockView key={index} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>

      <section className={styles.cta} aria-labelledby="marketing-cta">
        <h2 id="marketing-cta" className={styles.ctaTitle}>
          {cta.title}
        </h2>
        <p className={styles.ctaBody}>{cta.body}</p>
        <Actions links={cta.actions} onDark />
      </section>
    </>
  );
}

/** The page's buttons; `onDark` for the closing panel, where the outlined button is drawn light. */
function Actions({ links, onDark = false }: { links: readonly ResolvedLink[]; onDark?: boolean }) {
  return (
    <div className={styles.actions}>
      {links.map((link) => {
        const variant = link.variant ?? 'primary';
        return (
          <ButtonLink
            key={link.href}
            href={link.href}
            variant={variant}
            size="medium"
            className={onDark ? (variant === 'primary' ? styles.onDarkPrimary : styles.onDark) : undefined}
          >
            {link.label}
          </ButtonLink>
        );
      })}
    </div>
  );
}

function TextLink({ link }: { link: ResolvedLink }) {
  return link.href.startsWith('/') ? <Link to={link.href}>{link.label}</Link> : <a href={link.href}>{link.label}</a>;
}

function BlockView({ block }: { block: Block<ResolvedLink> }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className={styles.paragraph}>{block.text}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case 'cards':
      return (
        <ul className={styles.cards}>
          {block.items.map((card) => (
            <CardView key={card.title} card={card} />
          ))}
        </ul>
      );
    case 'facts':
      return (
        <dl className={styles.facts}>
          {block.items.map(({ term, value }) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{typeof value === 'string' ? value : <TextLink link={value} />}</dd>
            </div>
          ))}
        </dl>
      );
    case 'callout':
      return (
        <div className={styles.callout}>
          <h3 className={styles.calloutTitle}>{block.title}</h3>
          <p>{block.text}</p>
        </div>
      );
  }
}

function CardView({ card }: { card: Card<ResolvedLink> }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{card.title}</h3>
      {card.meta && <p className={styles.cardMeta}>{card.meta}</p>}
      <p className={styles.cardBody}>{card.body}</p>
      {card.points && (
        <ul className={styles.points}>
          {card.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {card.link && (
        <p className={styles.cardLink}>
          <TextLink link={card.link} />
        </p>
      )}
    </li>
  );
}
