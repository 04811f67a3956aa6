import { useId } from 'react';
import { Link } from 'react-router-dom';

import { FREE_SIGN_UP_TEXT } from './freeSignUp';
import { FreeSignUpForm } from './FreeSignUpForm';
import styles from './LoginSignUpPrompt.module.css';
import { SIGN_UP_PROMPT_TEXT } from './paywallTexts';
import type { SignUpOrLogInProps } from './useSignUpOrLogIn';
import { UI_TEXT } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { GLYPH } from '../../ui/Icon/Icon';
import { Modal } from '../../ui/Modal/Modal';
import { Tabs } from '../../ui/Tabs/Tabs';

export type PromptTab = 'signUp' | 'logIn';

export interface LoginSignUpPromptProps extends SignUpOrLogInProps {
  /** The tab shown first: the free sign-up (default) or the login. */
  initialTab?: PromptTab;
  /** The heading's level in the page around it. */
  headingLevel?: 2 | 3 | 4;
  /** Makes the prompt closable: a close button calls it. */
  onClose?: () => void;
}

/**
 * The login/sign-up prompt of doc 2 §4 and §6, shown to a logged-out visitor who tries to add a
 * keyword or a URL or to export: a compact block whose tabs offer the free sign-up form (widget
 * mode, doc 1 §4) or the login page, which brings the visitor back here.
 */
export function LoginSignUpPrompt({ headingLevel = 3, onClose, ...rest }: LoginSignUpPromptProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.prompt} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          {SIGN_UP_PROMPT_TEXT.heading}
        </Heading>
        {onClose && (
          <Button variant="ghost" size="small" aria-label={FREE_SIGN_UP_TEXT.close} onPress={onClose}>
            {GLYPH.close}
          </Button>
        )}
      </div>
      <PromptBody {...rest} />
    </section>
  );
}

export interface LoginSignUpPromptModalProps extends Omit<LoginSignUpPromptProps, 'headingLevel' | 'onClose'> {
  isOpen: boolean;
  /** Escape, a backdrop click or the close button. */
  onClose: () => void;
}

/** The prompt as a modal (the logged-out export modal, the add buttons): closes on Escape or a backdrop click. */
export function LoginSignUpPromptModal({ isOpen, onClose, ...rest }: LoginSignUpPromptModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={SIGN_UP_PROMPT_TEXT.heading}
      size="small"
      footer={
        <Button variant="secondary" size="small" onPress={onClose}>
          {FREE_SIGN_UP_TEXT.close}
        </Button>
      }
    >
      <PromptBody {...rest} />
    </Modal>
  );
}

/** The lead and the two tabs, shared by the block and the modal. */
function PromptBody({
  initialTab = 'signUp',
  isCreating = false,
  failure = null,
  onSubmit,
  loginHref,
  buyHref,
}: Omit<LoginSignUpPromptProps, 'headingLevel' | 'onClose'>) {
  return (
    <div className={styles.body}>
      <p className={styles.lead}>{SIGN_UP_PROMPT_TEXT.lead}</p>
      <Tabs
        aria-label={SIGN_UP_PROMPT_TEXT.tabsLabel}
        initialTab={initialTab}
        tabs={[
          {
            id: 'signUp',
            label: UI_TEXT.signUp,
            content: (
              <div className={styles.panel}>
                <p className={styles.muted}>{UI_TEXT.noCreditCardRequired}</p>
                <FreeSignUpForm
                  mode="widget"
                  isCreating={isCreating}
                  failure={failure}
                  onSubmit={onSubmit}
                  loginHref={loginHref}
                  plansHref={buyHref}
                />
              </div>
            ),
          },
          {
            id: 'logIn',
            label: UI_TEXT.logIn,
            content: (
              <div className={styles.panel}>
                <p>{SIGN_UP_PROMPT_TEXT.logInLead}</p>
                <p>
                  {UI_TEXT.alreadyAMember}{' '}
                  <Link className={styles.link} to={loginHref}>
                    {UI_TEXT.loginToYourAccount}
                  </Link>
                </p>
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
