import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import {
  ProjectStepView,
  type ProjectChoice,
  type ProjectStepViewProps,
} from '../../../../src/features/account/requestKeywords/ProjectStepView';
import { queuedSummary } from '../../../../src/features/account/requestKeywords/requestKeywords';
import { REQUEST_STEPS_TEXT } from '../../../../src/features/account/requestKeywords/texts';
import { fill, TEXT } from '../../../../src/lib/spec/text';

/** Holds the choice, as the screen does. */
function ProjectStep(props: Omit<ProjectStepViewProps, keyof ProjectChoice> & { initial?: Partial<ProjectChoice> }) {
  const { initial = {}, onChange, ...rest } = props;
  const [choice, setChoice] = useState<ProjectChoice>({
    target: 'new',
    projectName: '',
    domain: '',
    existingProjectId: null,
    ...initial,
  });
  return (
    <ProjectStepView
      {...rest}
      {...choice}
      onChange={(change) => {
        setChoice((previous) => ({ ...previous, ...change }));
        onChange(change);
      }}
    />
  );
}

const PROJECTS = [
  { id: 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b', name: 'Acme Corp' },
  { id: 'c2a9e2d3-5f6b-4d4c-8e3f-8b7a6f5e4d3c', name: 'Rival watch' },
];

type Canvas = ReturnType<typeof within>;
const submitButton = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });
const formAlert = (canvas: Canvas) => within(canvas.getByRole('form')).getAllByRole('alert')[0];
const existing = (canvas: Canvas) => canvas.getByRole('radio', { name: REQUEST_STEPS_TEXT.targetExisting });

const meta = {
  title: 'Pages/Account/Request keywords steps/Choose a project',
  component: ProjectStep,
  args: {
    title: 'Request Keywords: Choose a Project',
    requestedCount: 3,
    addedCount: 3,
    projectsLoad: 'ready',
    projects: PROJECTS,
    onChange: fn(),
    onRetryProjects: fn(),
    onSubmit: fn(),
    backHref: '/account/requestkeywords/step-1',
  },
} satisfies Meta<typeof ProjectStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProjectsLoading: Story = {
  name: 'A project you have: projects loading',
  args: { projectsLoad: 'loading', projects: [], initial: { target: 'existing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(REQUEST_STEPS_TEXT.projectsLoading)).toBeVisible();
    await expect(submitButton(canvas, REQUEST_STEPS_TEXT.continue)).toBeDisabled();
  },
};

export const ProjectsFailed: Story = {
  name: 'A project you have: projects failed to load',
  args: { projectsLoad: 'failed', projects: [], initial: { target: 'existing' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(REQUEST_STEPS_TEXT.projectsFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.retry }));
    await expect(args.onRetryProjects).toHaveBeenCalledOnce();
  },
};

export const NoProjects: Story = {
  name: 'A project you have: none yet',
  args: { projects: [], initial: { target: 'existing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(REQUEST_STEPS_TEXT.noProjects)).toBeVisible();
    await expect(submitButton(canvas, REQUEST_STEPS_TEXT.continue)).toBeDisabled();
  },
};

export const NameTaken: Story = {
  name: 'A new project: the name is taken',
  args: {
    initial: { projectName: 'Acme Corp' },
    failure: { message: TEXT.checkFieldsInRed, fields: { projectName: 'A project named "Acme Corp" already exists.' } },
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: REQUEST_STEPS_TEXT.projectNameLabel });
    await expect(name).toHaveAccessibleDescription('A project named "Acme Corp" already exists.');
    await expect(name).toHaveValue('Acme Corp');
    await userEvent.type(name, ' 2');
    await expect(name).not.toHaveAccessibleDescription('A project named "Acme Corp" already exists.');
  },
};

export const AddFailed: Story = {
  name: 'A new project: adding the keywords failed',
  args: {
    initial: { projectName: 'Keyword ideas' },
    failure: { message: fill(REQUEST_STEPS_TEXT.addFailed, { project: 'Keyword ideas' }), fields: {} },
  },
  play: async ({ canvas }) => {
    await expect(formAlert(canvas)).toHaveTextContent(fill(REQUEST_STEPS_TEXT.addFailed, { project: 'Keyword ideas' }));
    await expect(submitButton(canvas, REQUEST_STEPS_TEXT.createAndAdd)).toBeEnabled();
  },
};

export const Adding: Story = {
  name: 'A new project: adding',
  args: { initial: { projectName: 'Keyword ideas' }, isSubmitting: true },
  play: async ({ args, canvas }) => {
    const button = submitButton(canvas, REQUEST_STEPS_TEXT.createAndAdd);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NewProject: Story = {
  name: 'A new project',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(queuedSummary(3, 3))).toBeVisible();
    await expect(canvas.getByText(/“Requested Keywords”/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: REQUEST_STEPS_TEXT.targetNew })).toBeChecked();
    // The name is needed; a domain only when it is one.
    await userEvent.type(canvas.getByRole('textbox', { name: REQUEST_STEPS_TEXT.domainLabel }), 'nope');
    await userEvent.click(submitButton(canvas, REQUEST_STEPS_TEXT.createAndAdd));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(formAlert(canvas)).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(
      canvas.getByRole('textbox', { name: REQUEST_STEPS_TEXT.projectNameLabel }),
    ).toHaveAccessibleDescription(REQUEST_STEPS_TEXT.projectNameRequired);
    await expect(canvas.getByRole('textbox', { name: REQUEST_STEPS_TEXT.domainLabel })).toHaveAccessibleDescription(
      REQUEST_STEPS_TEXT.domainInvalid,
    );

    await userEvent.type(canvas.getByRole('textbox', { name: REQUEST_STEPS_TEXT.projectNameLabel }), 'Ideas');
    const domain = canvas.getByRole('textbox', { name: REQUEST_STEPS_TEXT.domainLabel });
    await userEvent.clear(domain);
    await userEvent.paste('https://www.example.com/');
    await userEvent.click(submitButton(canvas, REQUEST_STEPS_TEXT.createAndAdd));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const ExistingProject: Story = {
  name: 'A project you have',
  args: { requestedCount: 3, addedCount: 1 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(queuedSummary(3, 1))).toBeVisible();
    await userEvent.click(existing(canvas));
    await expect(canvas.queryByRole('textbox', { name: REQUEST_STEPS_TEXT.projectNameLabel })).toBeNull();
    await userEvent.click(submitButton(canvas, REQUEST_STEPS_TEXT.continue));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(REQUEST_STEPS_TEXT.projectRequired)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: new RegExp(REQUEST_STEPS_TEXT.projectLabel) }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rival watch' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ existingProjectId: PROJECTS[1]!.id });
    await expect(canvas.queryByText(REQUEST_STEPS_TEXT.projectRequired)).toBeNull();
    await userEvent.click(submitButton(canvas, REQUEST_STEPS_TEXT.continue));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
