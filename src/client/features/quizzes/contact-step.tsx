import { ArrowLeft, Mail } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { EmailField, NameField } from './contact-fields';
import { isValidEmail } from '#shared/domain/accounts';
import { readQuizContact } from './quiz-storage';

interface ContactStepProps {
  busy: boolean;
  onSubmit: (contact: { name: string; email: string }) => void;
  onPrevious: () => void;
}

/**
 * The 'ALMOST DONE' step after the last EQ question (docs/product-rules.md §2, §5): name and email, submit
 * disabled until both are non-empty after trimming, 'Processing...' while busy.
 */
export function ContactStep({ busy, onSubmit, onPrevious }: ContactStepProps) {
  const [initial] = useState(readQuizContact);
  const [name, setName] = useState(initial.name);
  const [email, setEmail] = useState(initial.email);
  const [emailError, setEmailError] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const intro = useRef<HTMLDivElement>(null);
  const ready = name.trim() !== '' && email.trim() !== '';

  // The answer card that had focus is gone; put focus on this step's heading instead.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    intro.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    if (!isValidEmail(email)) {
      setEmailError('Please enter a valid email address');
      return;
    }
    setEmailError(undefined);
    onSubmit({ name: name.trim(), email: email.trim() });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <div ref={intro} className="flex scroll-mt-4 flex-col gap-3">
        <p className="text-sm font-bold tracking-wide text-primary uppercase">ALMOST DONE</p>
        <h2
          ref={heading}
          tabIndex={-1}
          className="font-display text-2xl leading-snug font-semibold text-balance text-fg outline-none sm:text-[1.75rem]"
        >
          Where should we send your results?
        </h2>
        <p className="text-pretty text-muted">
          You answered every question. Tell us your name and email and we will show your Emotional
          Connection Style and send you a copy to keep.
        </p>
      </div>
      <NameField
        id="eq-contact-name"
        label="Your name"
        autoComplete="given-name"
        value={name}
        onChange={setName}
      />
      <EmailField
        id="eq-contact-email"
        label="Your email"
        value={email}
        onChange={setEmail}
        error={emailError}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onPrevious} disabled={busy} className="sm:-ml-2">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Previous
        </Button>
        <Button type="submit" size="lg" disabled={!ready} loading={busy}>
          {busy ? (
            'Processing...'
          ) : (
            <>
              <Mail className="size-4" aria-hidden="true" />
              See My Results
            </>
          )}
        </Button>
      </div>
      <p className="text-sm text-muted">
        We use your email only to send your results and your link to the Compatibility Decoder.
      </p>
    </form>
  );
}
