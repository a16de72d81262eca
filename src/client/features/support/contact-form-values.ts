import { z } from 'zod';
import {
  supportMessageBody,
  type SupportMessageInput,
  type SupportTopic,
} from '#shared/contracts/support';

/** The contact form's fields as the inputs hold them (no topic chosen yet is ''). */
const fields = z.object({
  topic: z.string(),
  message: z.string(),
  name: z.string(),
  email: z.string(),
});
export type ContactFormValues = z.infer<typeof fields>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  topic: '',
  message: '',
  name: '',
  email: '',
};

/** The body sent: empty contact fields are left out (signed in, the server ignores them anyway). */
export const toSupportMessage = (v: ContactFormValues): SupportMessageInput => ({
  topic: v.topic as SupportTopic,
  message: v.message,
  ...(v.name.trim() && { name: v.name }),
  ...(v.email.trim() && { email: v.email }),
});

/**
 * The server's own rules (shared/contracts/support.ts), shown under the fields, plus what a
 * signed-out sender must give: a signed-in member's name and address are their account's.
 */
export const contactFormSchema = (signedIn: boolean) =>
  fields.superRefine((v, ctx) => {
    if (!signedIn && !v.name.trim())
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Please enter your name.' });
    if (!signedIn && !v.email.trim())
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please enter your email.' });
    const body = toSupportMessage(signedIn ? { ...v, name: '', email: '' } : v);
    const checked = supportMessageBody.safeParse(body);
    if (!checked.success)
      for (const { path, message } of checked.error.issues)
        ctx.addIssue({ code: 'custom', path, message });
  });
