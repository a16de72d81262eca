import {
  EMAIL_BODY_MAX,
  EMAIL_PRIORITIES,
  EMAIL_SUBJECT_MAX,
  EMAIL_TEMPLATES,
  NAME_PLACEHOLDER,
  type EmailPriority,
  type EmailTemplate,
} from '#shared/contracts/admin-emails';
import { Field } from '../../../ui/field';
import { Input, Textarea } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { PRIORITY_LABELS, TEMPLATE_LABELS, TEMPLATE_TEXTS } from './email-templates';

/** What the admin is writing, before it has recipients. */
export interface EmailDraft {
  template: EmailTemplate;
  priority: EmailPriority;
  subject: string;
  body: string;
}

export const EMPTY_DRAFT: EmailDraft = {
  template: 'custom',
  priority: 'normal',
  ...TEMPLATE_TEXTS.custom,
};

/** Template, Priority, Subject and Body; choosing a template rewrites Subject and Body. */
export function EmailFields({
  draft,
  onChange,
}: {
  draft: EmailDraft;
  onChange: (patch: Partial<EmailDraft>) => void;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Template" htmlFor="email-template">
          <Select
            id="email-template"
            value={draft.template}
            onChange={(e) => {
              const template = e.target.value as EmailTemplate;
              onChange({ template, ...TEMPLATE_TEXTS[template] });
            }}
          >
            {EMAIL_TEMPLATES.map((t) => (
              <option key={t} value={t}>
                {TEMPLATE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Priority" htmlFor="email-priority">
          <Select
            id="email-priority"
            value={draft.priority}
            onChange={(e) => onChange({ priority: e.target.value as EmailPriority })}
          >
            {EMAIL_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {PRIORITY_LABELS[p]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label="Subject" htmlFor="email-subject">
        <Input
          id="email-subject"
          autoComplete="off"
          maxLength={EMAIL_SUBJECT_MAX}
          value={draft.subject}
          onChange={(e) => onChange({ subject: e.target.value })}
        />
      </Field>
      <Field
        label="Body"
        htmlFor="email-body"
        hint={`Write ${NAME_PLACEHOLDER} to greet each member by name.`}
      >
        <Textarea
          id="email-body"
          rows={8}
          maxLength={EMAIL_BODY_MAX}
          value={draft.body}
          onChange={(e) => onChange({ body: e.target.value })}
        />
      </Field>
    </>
  );
}
