import {
  CalendarClock,
  CalendarHeart,
  Check,
  Clock,
  HandHeart,
  MessageCircleHeart,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MatchCard as Match } from '#shared/contracts/matching';
import { chatUrl } from '#shared/page-urls';
import { Badge } from '../../ui/badge';
import { VerifiedBadge } from '../../ui/verified-badge';
import { Button } from '../../ui/button';
import { MemberAvatar } from '../../ui/member-avatar';
import { MatchPhotos } from './match-photos';

const matchedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const STATUS_TAG = {
  pending: 'Request Sent',
  accepted: 'Connected',
  declined: 'Declined',
} as const;

interface MatchCardProps {
  match: Match;
  sending: boolean;
  onChat: () => void;
  /** Opens 'Schedule a Date' for this match's conversation (absent: dates are not offered). */
  onScheduleDate?: (sessionId: string) => void;
  /** Unmatch and Block for this match (the safety feature's menu, passed in by the page). */
  menu?: ReactNode;
}

/** One match (docs/product-rules.md §2, Matches page): photo, name, tags, 'Matched on', emotional type, why, Chat. */
export function MatchCard({ match, sending, onChat, onScheduleDate, menu }: MatchCardProps) {
  const { requestStatus } = match;
  // A conversation means they are connected, whichever of the two asked.
  const tag = match.chatSessionId ? 'accepted' : requestStatus;
  return (
    <article
      aria-labelledby={`match-${match.userId}`}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-soft"
    >
      <div className="flex items-start gap-4">
        <MemberAvatar
          name={match.name}
          avatarUrl={match.avatarUrl}
          className="size-14 text-xl"
          soft
        />
        <div className="order-last shrink-0">{menu}</div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`match-${match.userId}`} className="truncate text-lg font-bold text-fg">
              {match.name}
              {match.age ? <span className="font-normal text-muted">, {match.age}</span> : null}
            </h3>
            {match.verified && <VerifiedBadge />}
            {match.isNew && <Badge variant="accent">New Match</Badge>}
            {tag !== 'none' && (
              <Badge variant={tag === 'accepted' ? 'primary' : 'neutral'}>{STATUS_TAG[tag]}</Badge>
            )}
          </div>
          {/* On a phone the score sits under the name, leaving the line its width. */}
          <p className="text-sm font-bold text-primary tabular-nums sm:hidden">
            {match.score}% compatible
          </p>
          <p className="text-sm text-muted">
            {[match.occupation, match.location].filter(Boolean).join(' · ') ||
              'Details not shared yet'}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <CalendarHeart className="size-4 shrink-0" aria-hidden="true" />
            Matched on {matchedOn(match.matchedAt)}
          </p>
        </div>
        <p className="hidden shrink-0 text-right sm:block">
          <span className="block text-2xl font-bold text-primary tabular-nums">{match.score}%</span>
          <span className="text-xs text-muted">compatible</span>
        </p>
      </div>
      <MatchPhotos name={match.name} photos={match.photos} revealed={match.identityRevealed} />
      {match.introduction && <Introduction note={match.introduction.note} />}
      <p className="text-sm text-fg">
        <span className="font-semibold">Emotional type:</span> {match.emotionalType ?? 'Not Set'}
      </p>
      {match.reasons.length > 0 && (
        <ul
          className="flex flex-col gap-1.5 text-sm text-fg"
          aria-label={`Why you and ${match.name} fit`}
        >
          {match.reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
              {reason}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {match.chatSessionId ? (
          <Button asChild>
            <Link to={chatUrl(match.chatSessionId)} aria-label={`Open the chat with ${match.name}`}>
              <MessageCircleHeart className="size-4" aria-hidden="true" />
              Chat
            </Link>
          </Button>
        ) : requestStatus === 'pending' || requestStatus === 'accepted' ? (
          <Button variant="outline" disabled>
            {requestStatus === 'pending' ? (
              <Clock className="size-4" aria-hidden="true" />
            ) : (
              <Check className="size-4" aria-hidden="true" />
            )}
            {requestStatus === 'pending' ? 'Request Sent' : 'Connected'}
          </Button>
        ) : (
          <Button loading={sending} onClick={onChat} aria-label={`Chat with ${match.name}`}>
            <MessageCircleHeart className="size-4" aria-hidden="true" />
            Chat
          </Button>
        )}
        {onScheduleDate && <ScheduleDateButton match={match} onScheduleDate={onScheduleDate} />}
      </div>
    </article>
  );
}

/** The concierge hand-picked this match (decision 0036): their note, and what it costs. */
function Introduction({ note }: { note: string }) {
  return (
    <div className="flex gap-3 rounded-control border border-primary/30 bg-primary-soft p-3 text-sm text-fg">
      <HandHeart className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">Introduced by your concierge</p>
        <p className="whitespace-pre-line">“{note}”</p>
        <p className="text-xs text-muted">Asking them to chat uses no credit.</p>
      </div>
    </div>
  );
}

/** 'Schedule Date': only with a connected match; before that the button says why it waits. */
function ScheduleDateButton({
  match,
  onScheduleDate,
}: {
  match: Match;
  onScheduleDate: (sessionId: string) => void;
}) {
  const sessionId = match.chatSessionId;
  const hint = `match-${match.userId}-date-hint`;
  return sessionId ? (
    <Button
      variant="outline"
      onClick={() => onScheduleDate(sessionId)}
      aria-label={`Schedule Date with ${match.name}`}
    >
      <CalendarClock className="size-4" aria-hidden="true" />
      Schedule Date
    </Button>
  ) : (
    <>
      <Button variant="outline" disabled aria-describedby={hint}>
        <CalendarClock className="size-4" aria-hidden="true" />
        Schedule Date
      </Button>
      <p id={hint} className="text-xs text-muted">
        Available once you are connected
      </p>
    </>
  );
}
