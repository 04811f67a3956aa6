import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';

import styles from './Modal.module.css';
import { UI_TEXT } from '../../lib/spec/text';
import { Button } from '../Button/Button';

export interface ModalProps {
  isOpen: boolean;
  /** Called on Escape, a backdrop click, or a close button. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (right-aligned). */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
}

/**
 * A modal dialog (react-aria ModalOverlay + Modal + Dialog: focus is trapped and restored). doc 2
 * §4 — Escape and a click on the backdrop close it.
 */
export function Modal({ isOpen, onClose, title, children, footer, role = 'dialog', size = 'medium' }: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className={styles.overlay}
    >
      <AriaModal className={[styles.modal, styles[size]].join(' ')}>
        <Dialog role={role} className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children !== undefined && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface ConfirmModalProps {
  isOpen: boolean;
  title: ReactNode;
  /** e.g. 'This action cannot be undone. This will permanently delete this group / these groups.' */
  message: ReactNode;
  /** The destructive choice ('Delete'). */
  onConfirm: () => void;
  /** Keep, Escape or a backdrop click. */
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows a spinner on the confirm button while the action runs. */
  isConfirming?: boolean;
}

/** doc 2 §4 — a confirmation with a Delete or Keep choice; Keep is the safe default (focused first). */
export function ConfirmModal({
  isOpen,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = UI_TEXT.delete,
  cancelLabel = UI_TEXT.keep,
  isConfirming = false,
}: ConfirmModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      size="small"
      footer={
        <>
          <Button
            variant="secondary"
            size="small"
            onPress={onCancel}
            // Keep, the safe choice, takes focus in a destructive confirmation.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          >
            {cancelLabel}
          </Button>
          <Button variant="danger" size="small" onPress={onConfirm} isLoading={isConfirming}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className={styles.message}>{message}</p>
    </Modal>
  );
}
