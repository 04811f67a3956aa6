import { type FormEvent } from 'react';

import type { ProjectField, ProjectSaveFailure } from './panelProjects';
import { PANEL_TEXT } from './panelTexts';
import styles from './WorkspacePanel.module.css';
import { Button } from '../../../ui/Button/Button';
import { Input } from '../../../ui/Input/Input';

export interface ProjectFormValues {
  projectName: string;
  primaryDomainName: string;
}

export interface ProjectFormProps {
  title: string;
  submitLabel: string;
  values: ProjectFormValues;
  onChange: (values: ProjectFormValues) => void;
  onSubmit: () => void;
  isSaving: boolean;
  /** The last refusal: field messages under their fields (a 400's, a duplicate name), the rest above. */
  failure: ProjectSaveFailure | null;
}

/** The form of create-project and edit-project (doc 2 §2): the project's name and its domain. */
export function ProjectForm({ title, submitLabel, values, onChange, onSubmit, isSaving, failure }: ProjectFormProps) {
  const field = (name: ProjectField) => ({
    value: values[name],
    onChange: (value: string) => onChange({ ...values, [name]: value }),
    message: failure?.fields[name],
    validationState: failure?.fields[name] ? ('invalid' as const) : ('normal' as const),
  });
  const generalMessage = failure && Object.keys(failure.fields).length === 0 ? failure.message : undefined;
  return (
    <section className={styles.view} aria-labelledby="panel-project-form-title">
      <h2 id="panel-project-form-title" className={styles.viewTitle}>
        {title}
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {generalMessage && (
          <p role="alert" className={styles.error}>
            {generalMessage}
          </p>
        )}
        <Input label={PANEL_TEXT.projectName} isRequired {...field('projectName')} />
        <Input label={PANEL_TEXT.domain} placeholder="acme.com" {...field('primaryDomainName')} />
        <Button type="submit" variant="primary" isLoading={isSaving}>
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}
