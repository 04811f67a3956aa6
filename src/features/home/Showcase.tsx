import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';

import { SECTION_TEXT, SHOWCASE_COPY, type ShowcaseCopy, type ShowcaseId } from './sectionTexts';
import styles from './Showcase.module.css';
import { swipeTarget } from './showcaseSwipe';
import { fill, UI_TEXT } from '../../lib/spec/text';
import { GLYPH } from '../../ui/Icon/Icon';

/** The page each section links to. */
export type ShowcaseLinks = Readonly<Record<ShowcaseId, string>>;

export interface ShowcaseProps {
  links: ShowcaseLinks;
  /** The section active at first; default the first. */
  initialIndex?: number;
}

/**
 * 'See what's inside' (doc 1 §1, §4 "Feature showcase"): five sections, exactly one active. On
 * wide screens a tab list: clicking a tab (or the arrow keys, Home and End on the tabs) makes
 * exactly that section active. Below 768 px the five cards sit in a horizontal strip: a swipe of
 * 20 px or more moves one card left or right within the bounds (`swipeTarget`); the previous and
 * next buttons do the same for keyboard and mouse users.
 */
export function Showcase({ links, initialIndex = 0 }: ShowcaseProps) {
  const sections = SHOWCASE_COPY;
  const id = useId();
  const count = sections.length;
  const [active, setActive] = useState(() => Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const swipeStart = useRef<number | null>(null);
  const current = sections[active];
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = `${id}-panel`;

  function focusTab(index: number) {
    setActive(index);
    tabRefs.current[index]?.focus();
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: (active + 1) % count,
      ArrowLeft: (active - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  }

  return (
    <section className={styles.showcase} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {UI_TEXT.seeWhatsInside}
      </h2>

      <div className={styles.wide}>
        <div role="tablist" aria-label={SECTION_TEXT.showcaseTabsLabel} className={styles.tabs}>
          {sections.map((section, index) => (
            <button
              key={section.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={index === active}
              aria-controls={panelId}
              tabIndex={index === active ? 0 : -1}
              className={styles.tab}
              data-active={index === active || undefined}
              onClick={() => setActive(index)}
              onKeyDown={onTabKeyDown}
            >
              {section.title}
            </button>
          ))}
        </div>
        {current && (
          <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} tabIndex={0} className={styles.panel}>
            <SectionBody section={current} href={links[current.id]} />
          </div>
        )}
      </div>

      <div className={styles.narrow}>
        {/* Swipes are a shortcut for touch screens; the buttons below do the same for everyone. */}
        <div
          className={styles.viewport}
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerUp={(event) => {
            const start = swipeStart.current;
            swipeStart.current = null;
            if (start !== null) setActive((index) => swipeTarget(index, event.clientX - start, count));
          }}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          <ol
            aria-label={SECTION_TEXT.showcaseCardsLabel}
            className={styles.track}
            style={{ transform: `translateX(${-100 * active}%)` }}
          >
            {sections.map((section, index) => (
              <li
                key={section.id}
                className={styles.card}
                aria-current={index === active || undefined}
                inert={index !== active}
              >
                <SectionBody section={section} href={links[section.id]} />
              </li>
            ))}
          </ol>
        </div>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.step}
            aria-label={SECTION_TEXT.previousSection}
            disabled={active === 0}
            onClick={() => setActive((index) => Math.max(index - 1, 0))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p className={styles.position} aria-live="polite">
            {fill(SECTION_TEXT.cardPosition, { position: active + 1, count })}
          </p>
          <button
            type="button"
            className={styles.step}
            aria-label={SECTION_TEXT.nextSection}
            disabled={active === count - 1}
            onClick={() => setActive((index) => Math.min(index + 1, count - 1))}
          >
            <span aria-hidden="true">{GLYPH.next}</span>
          </button>
        </div>
      </div>
    </section>
  );
}

function SectionBody({ section, href }: { section: ShowcaseCopy; href: string }) {
  return (
    <article className={styles.body}>
      <h3 className={styles.title}>{section.title}</h3>
      <p className={styles.description}>{section.description}</p>
      <ul className={styles.bullets}>
        {section.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      <Link className={styles.link} to={href}>
        {section.linkLabel}
      </Link>
    </article>
  );
}
