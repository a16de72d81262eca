import { Sparkles } from 'lucide-react';
import { cn } from '../../ui/class-names';
import { Avatar, Beat, bubble, chip, panel, side } from './beat';

const STARTER = 'What does a perfect Sunday look like for you?';

/** A chat opened with a conversation starter, and a question to the Relationship Coach. */
export function ChatScene() {
  return (
    <div className="rx-canvas">
      <div className={cn(panel, 'w-[21em]')}>
        <div className="flex items-center gap-[0.5em] border-b border-border pb-[0.5em]">
          <Avatar initial="J" className="size-[2em]" />
          <span className="flex-1 font-bold">Jordan</span>
          <span className="size-[0.55em] rounded-full bg-accent" />
        </div>
        <Beat at={0.3} className={cn(bubble, 'self-start bg-surface-muted')}>
          Hi! I saw we both love long walks on a Sunday.
        </Beat>
        <Beat at={1} className="flex flex-col gap-[0.35em]">
          <span className="text-[0.7em] font-bold text-muted uppercase">Conversation starters</span>
          <span className={cn(chip, 'self-start bg-primary-soft text-primary-soft-foreground')}>
            {STARTER}
          </span>
          <span className={cn(chip, 'self-start border border-border text-muted')}>
            Which walk would you take me on first?
          </span>
        </Beat>
        <Beat
          at={2.4}
          className="rounded-[0.6em] border border-border px-[0.7em] py-[0.4em] text-[0.8em]"
        >
          <span className="rx-beat rx-type" style={{ animationDelay: '2.6s' }}>
            {STARTER}
          </span>
        </Beat>
        <Beat at={4.2} className={cn(bubble, 'self-end bg-primary text-primary-foreground')}>
          {STARTER}
        </Beat>
      </div>
      <Beat at={4.8} className={side}>
        <div className={panel}>
          <div className="flex items-center gap-[0.5em]">
            <span className="grid size-[2em] place-items-center rounded-full bg-primary-soft text-primary">
              <Sparkles className="size-[1.1em]" />
            </span>
            <span className="font-bold">Relationship Coach</span>
          </div>
          <Beat at={5.2} className={cn(bubble, 'self-end bg-primary text-primary-foreground')}>
            How do I suggest a first date?
          </Beat>
          <Beat at={6} className={cn(bubble, 'self-start bg-surface-muted')}>
            Offer two times and keep it short: a video call first takes the pressure off.
          </Beat>
        </div>
      </Beat>
    </div>
  );
}
