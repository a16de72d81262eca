import { useState, type FormEvent } from 'react';
import {
  FILL_IN_ALL_FIELDS,
  type AdminEmail,
  type EmailPreview as Preview,
} from '#shared/contracts/admin-emails';
import { Button } from '../../../ui/button';
import { DialogContent, DialogActions } from '../../../ui/dialog';
import { toast } from '../../../ui/toast';
import { usePreviewEmail, useSendEmail } from './api';
import { EMPTY_DRAFT, EmailFields, type EmailDraft } from './email-fields';
import { EmailPreview, willGoText } from './email-preview';
import { audienceText, membersText, recipientsOf, type Audience } from './email-text';

/**
 * 'Send Email', inside an open Dialog. One member gets it straight away; a search is previewed
 * first, so the admin sees how many members it reaches before anything is queued.
 */
export function SendEmailDialog({ audience, onDone }: { audience: Audience; onDone: () => void }) {
  const [draft, setDraft] = useState<EmailDraft>(EMPTY_DRAFT);
  const [preview, setPreview] = useState<Preview | null>(null);
  const previewing = usePreviewEmail();
  const send = useSendEmail();
  const busy = previewing.isPending || send.isPending;
  const needsPreview = audience.kind === 'search' && preview === null;

  // Any change makes the preview out of date, so the admin previews again before sending.
  const change = (patch: Partial<EmailDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setPreview(null);
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!draft.subject.trim() || !draft.body.trim()) {
      toast.error('Error', { description: FILL_IN_ALL_FIELDS });
      return;
    }
    const mail: AdminEmail = { ...draft, to: recipientsOf(audience) };
    if (needsPreview)
      previewing.mutate(mail, {
        onSuccess: setPreview,
        onError: (err) => toast.error('Could not preview the email', { description: err.message }),
      });
    else send.mutate(mail, { onSuccess: onDone });
  };

  return (
    <DialogContent title="Send Email" description={audienceText(audience)} className="sm:max-w-2xl">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {/* Disabled while a call runs, so a preview always matches what is on screen. */}
        <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
          <EmailFields draft={draft} onChange={change} />
        </fieldset>
        <p aria-live="polite" className="sr-only">
          {preview ? willGoText(preview.recipients) : ''}
        </p>
        {preview && <EmailPreview preview={preview} />}
        <DialogActions>
          <Button type="submit" loading={busy}>
            {audience.kind === 'member'
              ? 'Send Email'
              : preview
                ? `Send to ${membersText(preview.recipients)}`
                : 'Preview'}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
