import { toast } from '../../ui/toast';
import type { AuthNotice } from './error-messages';

/** Shows a mapped auth failure: a red toast for errors, the calmer warning style otherwise. */
export function notify(notice: AuthNotice) {
  const show = notice.tone === 'warning' ? toast.warning : toast.error;
  show(notice.title, { description: notice.description });
}
