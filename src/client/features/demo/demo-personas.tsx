import { ArrowRight, FlaskConical, KeyRound } from 'lucide-react';
import {
  demoSignInFailure,
  useSignInDemoPersona,
  useDemoWorld,
  type DemoPersona,
} from '../../lib/demo-mode';
import { toast } from '../../ui/toast';

/**
 * 'Try the demo' on the sign-in page, in demo mode only: one click signs in as a prepared member
 * of the demo world. The world's shared password is shown too, for trying the form itself.
 */
export function DemoPersonas({ onSignedIn }: { onSignedIn: (persona: DemoPersona) => void }) {
  const world = useDemoWorld();
  const demoSignIn = useSignInDemoPersona(onSignedIn);
  if (!world) return null;
  return (
    <section
      aria-labelledby="try-demo-heading"
      className="mt-6 flex flex-col gap-4 rounded-card border border-dashed border-primary/40 bg-surface/80 p-5 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="try-demo-heading" className="flex items-center gap-2 text-lg font-bold text-fg">
          <FlaskConical className="size-5 text-primary" aria-hidden="true" />
          Try the demo
        </h2>
        <p className="text-sm text-pretty text-muted">
          This copy of Right One runs a demo world of invented members. Step in as one of them:
        </p>
      </div>
      <ul className="flex flex-col gap-2">
        {world.personas.map((persona) => (
          <li key={persona.key}>
            <button
              type="button"
              disabled={demoSignIn.isPending}
              onClick={() =>
                demoSignIn.mutate(persona, {
                  onError: (err) => toast.error(...demoSignInFailure(err)),
                })
              }
              className="group flex w-full items-center gap-3 rounded-control border border-border bg-surface p-3 text-left transition-colors hover:border-primary/60 hover:bg-primary-soft/40 disabled:opacity-60"
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold text-fg">
                  {demoSignIn.isPending && demoSignIn.variables?.key === persona.key
                    ? `Signing in as ${persona.name}...`
                    : persona.name}
                </span>
                <span className="text-sm text-pretty text-muted">{persona.description}</span>
              </span>
              <ArrowRight
                className="size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </button>
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-2 text-xs text-muted">
        <KeyRound className="size-3.5 shrink-0" aria-hidden="true" />
        Every demo member&apos;s password:{' '}
        <code className="font-mono text-fg">{world.password}</code>
      </p>
    </section>
  );
}
