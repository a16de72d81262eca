import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_NAME_MAX,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
} from '#shared/contracts/support';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input, Textarea } from '../../ui/input';
import { Select } from '../../ui/select';
import { sendFailureText, useSendSupportMessage } from './api';
import {
  contactFormSchema,
  EMPTY_CONTACT_FORM,
  toSupportMessage,
  type ContactFormValues,
} from './contact-form-values';

interface ContactFormProps {
  /** The signed-in member, whose name and address the message goes out with; null signed out. */
  member: { name: string; email: string } | null;
}

/** What the sender reads once the message is in: where and when the answer will come. */
function Sent({ email, onAnother }: { email: string; onAnother: () => void }) {
  return (
    <div role="status" className="flex flex-col items-start gap-3">
      <p className="flex items-center gap-2 text-lg font-bold text-fg">
        <CheckCircle2 className="size-5 text-accent" aria-hidden="true" />
        Thank you, your message is with our team.
      </p>
      <p className="text-muted">
        We have sent a confirmation to <strong className="text-fg">{email}</strong> and will answer
        you there.
      </p>
      <Button variant="outline" onClick={onAnother}>
        Write another message
      </Button>
    </div>
  );
}

/** The Help page's form: a topic, the message, and a name and address when signed out. */
export function ContactForm({ member }: ContactFormProps) {
  const send = useSendSupportMessage();
  const resolver = useMemo(() => zodResolver(contactFormSchema(member !== null)), [member]);
  const { register, handleSubmit, formState, reset, control, getValues } =
    useForm<ContactFormValues>({ resolver, defaultValues: EMPTY_CONTACT_FORM });
  const { errors } = formState;
  const length = useWatch({ control, name: 'message' }).length;

  if (send.isSuccess)
    return (
      <Sent
        email={member?.email ?? getValues('email').trim()}
        onAnother={() => {
          reset(EMPTY_CONTACT_FORM);
          send.reset();
        }}
      />
    );

  const submit = handleSubmit((v) => send.mutate(toSupportMessage(v)));
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      {member ? (
        <p className="text-sm text-muted">
          Sending as <strong className="text-fg">{member.name}</strong> ({member.email}). We answer
          at this address.
        </p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Your name" htmlFor="support-name" error={errors.name?.message}>
            <Input
              id="support-name"
              autoComplete="name"
              maxLength={SUPPORT_NAME_MAX}
              {...register('name')}
            />
          </Field>
          <Field
            label="Your email"
            htmlFor="support-email"
            hint="We answer at this address."
            error={errors.email?.message}
          >
            <Input
              id="support-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...register('email')}
            />
          </Field>
        </div>
      )}
      <Field label="What is it about?" htmlFor="support-topic" error={errors.topic?.message}>
        <Select id="support-topic" {...register('topic')}>
          <option value="">Choose a topic</option>
          {SUPPORT_TOPICS.map((t) => (
            <option key={t} value={t}>
              {SUPPORT_TOPIC_LABELS[t]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Your message"
        htmlFor="support-message"
        hint={`${length.toLocaleString('en-US')} / ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')}`}
        error={errors.message?.message}
      >
        <Textarea
          id="support-message"
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX}
          {...register('message')}
        />
      </Field>
      {send.isError && (
        <p
          role="alert"
          className="rounded-control border border-danger/40 bg-danger-soft p-3 text-sm text-danger-soft-foreground"
        >
          {sendFailureText(send.error)}
        </p>
      )}
      <Button type="submit" size="lg" loading={send.isPending} className="self-start">
        Send message
      </Button>
    </form>
  );
}
