import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { KombatDomainForm } from './KombatDomainForm';
import { KOMBAT_TEXT } from './kombatTexts';
import styles from './KombatView.module.css';
import { fill } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import type { FrameSection } from '../../shell/frameContext';
import { SectionFrame } from '../../shell/SectionFrame';
import { RESEARCH_TEXT } from '../shared/researchTexts';

/** Where the check of the URL's domains stands; errors are per input, in input order. */
export type KombatValidation =
  | { load: 'loading' }
  | { load: 'failed' }
  | { load: 'loggedOut' }
  | { load: 'ready'; errors: readonly (string | null)[] };

export interface KombatFrameProps {
  title: string;
  section?: FrameSection;
  /** The compared domains once they are valid (the server's spelling), named in the subtitle; else null. */
  compared: readonly string[] | null;
  /** The domains of the URL as typed: query, then the competitors. */
  values: readonly string[];
  /** null when the URL holds no comparison yet. */
  validation: KombatValidation | null;
  /** Whether a competitor is required (organic Kombat); the PPC sets need only your domain. */
  needsCompetitor?: boolean;
  /** Where a logged-out visitor logs in (the check answered 401). */
  loginHref?: string;
  onCompare: (values: string[]) => void;
  onCheck?: (value: string, earlier: readonly string[]) => Promise<string | null>;
  onRetryValidation: () => void;
  /** The comparison itself, under the domain inputs. */
  children?: ReactNode;
}

/**
 * What both Keyword Kombats (organic and PPC) show around their comparison: the frame, the prompt
 * before one, the notices of the check of the URL's domains (invalid, failed, logged out) and the
 * domain inputs.
 */
export function KombatFrame(props: KombatFrameProps) {
  const { title, section, compared, values, validation } = props;
  const errors = validation?.load === 'ready' ? validation.errors : [];
  const isInvalid = errors.some((error) => error !== null);

  return (
    <SectionFrame
      title={title}
      section={section}
      subtitle={compared ? fill(RESEARCH_TEXT.searchFor, { query: compared.join(', ') }) : undefined}
    >
      <div className={styles.page}>
        {validation === null && (
          <div className={styles.intro}>
            <h2 className={styles.heading}>{KOMBAT_TEXT.promptHeading}</h2>
            <p className={styles.muted}>{KOMBAT_TEXT.promptBody}</p>
          </div>
        )}
        {isInvalid && (
          <div className={styles.intro} role="alert">
            <h2 className={styles.heading}>{KOMBAT_TEXT.invalidHeading}</h2>
            <p className={styles.muted}>{KOMBAT_TEXT.invalidBody}</p>
          </div>
        )}
        {validation?.load === 'failed' && (
          <div className={styles.failed} role="alert">
            <p className={styles.error}>{KOMBAT_TEXT.validationFailed}</p>
            <Button variant="secondary" size="small" onPress={props.onRetryValidation}>
              {KOMBAT_TEXT.retry}
            </Button>
          </div>
        )}
        {validation?.load === 'loggedOut' && props.loginHref && (
          <div className={styles.intro} role="alert">
            <h2 className={styles.heading}>{KOMBAT_TEXT.loginHeading}</h2>
            <p className={styles.muted}>{KOMBAT_TEXT.loginBody}</p>
            <p>
              <Link to={props.loginHref} className={styles.link}>
                {KOMBAT_TEXT.logIn}
              </Link>
            </p>
          </div>
        )}
        {/* Keyed by the URL's domains: a new comparison starts the inputs afresh. */}
        <KombatDomainForm
          key={values.join(',')}
          initialValues={values}
          errors={errors}
          isChecking={validation?.load === 'loading'}
          needsCompetitor={props.needsCompetitor}
          onCheck={props.onCheck}
          onCompare={props.onCompare}
        />
        {props.children}
      </div>
    </SectionFrame>
  );
}
