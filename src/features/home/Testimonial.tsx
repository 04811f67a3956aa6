import styles from './sections.module.css';
import { SECTION_TEXT, TESTIMONIAL } from './sectionTexts';

export interface TestimonialProps {
  quote?: string;
  name?: string;
  role?: string;
}

/** The customer testimonial under the showcase (doc 1 §1). */
export function Testimonial({
  quote = TESTIMONIAL.quote,
  name = TESTIMONIAL.name,
  role = TESTIMONIAL.role,
}: TestimonialProps) {
  return (
    <section className={styles.testimonial} aria-label={SECTION_TEXT.testimonialLabel}>
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          <p>{quote}</p>
        </blockquote>
        <figcaption className={styles.caption}>
          <span className={styles.name}>{name}</span>
          <span>{role}</span>
        </figcaption>
      </figure>
    </section>
  );
}
