import styles from './FreeAccountView.module.css';
import { FREE_ACCOUNT_TEXT } from './texts';
import { GLYPH } from '../../ui/Icon/Icon';
import { FreeSignUpForm, type FreeSignUpFormProps } from '../shell/FreeSignUpForm';

export interface FreeAccountViewProps extends Omit<FreeSignUpFormProps, 'mode' | 'headingLevel' | 'onClose'> {
  /** The page heading: the route title. */
  title: string;
}

/** The /freeaccount page: what a free account gives, beside the free sign-up form (doc 1 §4). */
export function FreeAccountView({ title, ...form }: FreeAccountViewProps) {
  return (
    <main className={styles.page}>
      <div className={styles.layout}>
        <section className={styles.pitch} aria-labelledby="free-account-title">
          <h1 id="free-account-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{FREE_ACCOUNT_TEXT.lead}</p>
          <ul className={styles.benefits}>
            {FREE_ACCOUNT_TEXT.benefits.map((benefit) => (
              <li key={benefit}>
                <span aria-hidden="true" className={styles.check}>
                  {GLYPH.check}
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.card}>
          <FreeSignUpForm {...form} mode="page" headingLevel={2} />
        </div>
      </div>
    </main>
  );
}
