import type { DealbreakerTopic } from '#shared/domain/match-preferences';

export const TOPIC_NAMES: Record<DealbreakerTopic, string> = {
  children: 'Children',
  marriage: 'Marriage',
  faith: 'Faith and life purpose',
};

/** What the member's Blueprint said, in their words' direction. */
const SAID: Record<
  DealbreakerTopic,
  { yes: string; no: string; other: { yes: string; no: string } }
> = {
  children: {
    yes: 'Your Blueprint says you want children',
    no: 'Your Blueprint says children are not in your plans',
    other: { yes: 'does not want children', no: 'wants children' },
  },
  marriage: {
    yes: 'Your Blueprint says marriage or a lifelong commitment matters to you',
    no: 'Your Blueprint says marriage is not a goal for you',
    other: { yes: 'does not want marriage', no: 'wants marriage' },
  },
  faith: {
    yes: 'Your Blueprint says faith or a clear life purpose shapes how you live',
    no: 'Your Blueprint says faith does not shape how you live',
    other: {
      yes: 'says faith does not shape their life',
      no: 'lives by their faith or a clear life purpose',
    },
  },
};

/** The line under a topic: where the member stands, and what a dealbreaker would do with it. */
export function stanceText(
  topic: DealbreakerTopic,
  stance: 'yes' | 'no' | 'in between' | null,
  dealbreaker: boolean,
): string {
  if (stance === null) return 'Take the Blueprint quiz first: your answers there decide this.';
  if (stance === 'in between')
    return 'Your Blueprint answers are in between here, so a dealbreaker would rule no one out.';
  const said = SAID[topic];
  const other = said.other[stance];
  return dealbreaker
    ? `${said[stance]}. As a dealbreaker, nobody who ${other} is matched with you.`
    : `${said[stance]}. Make it a dealbreaker and nobody who ${other} will be matched with you.`;
}
