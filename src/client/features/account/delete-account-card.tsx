import { UserX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#shared/page-urls';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { IconHeading } from '../../ui/icon-badge';
import { Input } from '../../ui/input';
import { useDeleteAccount } from './api';

/** What deleting does, said before the member confirms (the privacy page says the same). */
const CONSEQUENCES = [
  'Your profile, photos, quiz answers, reports, matches and settings are deleted.',
  'A running subscription or an unfinished payment is cancelled first, so you are never charged again.',
  'Messages you sent stay in the other member’s conversation, shown as from “Deleted member”.',
  'Payment records the law requires are kept, without your name, email or card.',
];

/** 'Delete my account': for good, after the member types their password again. */
export function DeleteAccountCard() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password)
      remove.mutate(password, { onSuccess: () => void navigate(paths.home, { replace: true }) });
  };
  return (
    <Card className="flex flex-col gap-5 border-danger/40 p-6">
      <IconHeading icon={UserX} title="Delete my account">
        Leave Right One for good. This cannot be undone; download your data first if you want a
        copy.
      </IconHeading>
      <Dialog
        onOpenChange={() => {
          setPassword('');
          remove.reset();
        }}
      >
        <DialogTrigger asChild>
          <Button variant="danger" className="self-start">
            Delete my account
          </Button>
        </DialogTrigger>
        <DialogContent
          title="Delete your account?"
          description="This is permanent. Please type your password to confirm."
        >
          <form onSubmit={submit} className="flex flex-col gap-4">
            <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-fg">
              {CONSEQUENCES.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <Field label="Password" htmlFor="delete-password" error={remove.error?.message}>
              <Input
                id="delete-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
            </Field>
            <DialogActions>
              <Button
                type="submit"
                variant="danger"
                loading={remove.isPending}
                disabled={!password}
              >
                Delete my account for good
              </Button>
            </DialogActions>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
