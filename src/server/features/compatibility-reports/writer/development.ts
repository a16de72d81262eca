import { ASKING_EARLY, sayAsking } from './asking.js';
import { byTrait, traitLevel } from './blueprint-profile.js';
import { claim, FRAME, type Draft } from './claims.js';
import { developmentPitfalls, developmentPractices } from './development-practices.js';
import { tensionsFor } from './tensions.js';
import { blocks, bullets, heading, numbered, paragraph, pullQuote } from './text.js';

const PACE_QUOTES = {
  high: 'You know quickly. Let the relationship prove, with time and a few hard moments, what your heart already suspects.',
  mid: 'Each stage of a relationship earns the next. Your measured pace is how you make sure it is built to last.',
  low: 'Slow is not the same as unsure. Your patience is how trust takes root.',
} as const;

const EQ_CONFLICT_NOTES = {
  strong:
    'Your EQ results show you can settle yourself under pressure, which is a real asset at this stage.',
  good: 'Your EQ results show you usually regain your balance, so trust that the heat of the moment will pass.',
  developing:
    'Your EQ results suggest strong feelings take time to settle, so a short pause before a difficult conversation will serve you well.',
} as const;

function eqConflictNote(p: Draft): string {
  const level = p.eq?.level('Emotional Regulation');
  return level ? p.sayEach(EQ_CONFLICT_NOTES[level], claim('eq:Emotional Regulation', level)) : '';
}

/** How the person grows a relationship: early dating, commitment, first conflicts, pitfalls, practices. */
export function writeDevelopmentInsights(p: Draft): string {
  const pace = traitLevel(p, 'commitment_pace');
  const tensions = tensionsFor(p, 'development', 2);
  return blocks([
    heading('How You Grow a Relationship', 1),
    paragraph([
      p.say(
        `${p.name}, every relationship moves through stages: the first dates, the slow build of trust, the first real disagreement, and the decision to commit.`,
        FRAME,
      ),
      p.say('This report looks at how you tend to move through them.', FRAME),
      byTrait(p, 'commitment_pace', {
        high: 'You tend to know quickly when someone is right for you, and once you know, you are ready to move.',
        mid: 'You move at a measured pace, neither rushing nor holding back, and let each stage earn the next.',
        low: 'You prefer to let a relationship unfold slowly, with trust earned step by step before any big decisions.',
      }),
    ]),
    pullQuote(PACE_QUOTES[pace]),
    heading('The early weeks'),
    paragraph([
      byTrait(p, 'social_energy', {
        high: 'Early on, you are likely to want to bring a new person into your world quickly and to meet theirs. Group plans and shared friends feel natural to you.',
        mid: "Early on, you are comfortable with a mix of one-to-one dates and time with friends, and you can follow a new person's lead.",
        low: 'Early on, you connect best one to one. Small, quiet dates suit you far better than a crowded bar or a party full of strangers.',
      }),
      sayAsking(p, 'early', ASKING_EARLY),
      byTrait(p, 'reassurance_need', {
        high: 'In the gaps between dates, silence may weigh on you, and a simple message saying they enjoyed the evening will mean more to you than it might to others.',
        low: 'You are comfortable with gaps between dates and do not read much into a slow reply, which takes pressure off you both.',
        mid: 'A little contact between dates helps you feel things are moving, though you do not need constant messages.',
      }),
    ]),
    heading('From dating to commitment'),
    paragraph([
      byTrait(p, 'honesty_transparency', {
        high: 'Trust, for you, is built on openness. You will feel committed once there are no important secrets between you.',
        low: 'You are comfortable with a partner keeping some things private, so trust grows for you through reliability rather than full disclosure.',
        mid: 'Trust grows for you through a mix of openness and reliability, a little more each month.',
      }),
      byTrait(p, 'shared_planning', {
        high: 'As things deepen you will want to talk about the future together, and those conversations will bring you closer.',
        mid: 'As things deepen you will be glad to talk about the future now and then, without needing every step mapped out.',
        low: 'As things deepen you may prefer to enjoy the present rather than plan ahead, so a partner may need you to say out loud that you see a future together.',
      }),
      byTrait(p, 'independence', {
        high: 'Moving in or merging lives will go best if you keep protected time of your own from the start, rather than fighting for it later.',
        mid: 'When lives start to merge, you will want a good share of togetherness and a little room of your own, and it helps to say so before habits set.',
        low: 'You will probably enjoy merging lives, routines, friends and space, and a partner who wants the same will make this stage feel natural.',
      }),
      byTrait(p, 'marriage', {
        high: 'A formal commitment is part of how you will know the relationship has arrived.',
        mid: 'Whether that commitment takes a formal shape is something you can decide together when the time comes.',
        low: 'For you, commitment will show in the daily choice to stay and build, rather than in a ceremony.',
      }),
    ]),
    heading('Your first real disagreements'),
    paragraph([
      byTrait(p, 'calm_conflict', {
        high: 'When the first real disagreement comes, you are likely to stay steady and listen, which helps a new relationship learn that conflict can be survived.',
        mid: 'The first real disagreement may unsettle you a little before you find your footing, which is entirely normal.',
        low: 'The first real disagreement may feel bigger to you than it is. It helps to remember that couples who disagree well often last longer than couples who never disagree at all.',
      }),
      byTrait(p, 'repair_initiative', {
        high: 'Afterwards you are likely to be the first to reconnect, a habit worth keeping as long as the real issue also gets discussed.',
        mid: 'Afterwards you will reconnect once you have cooled down; letting a partner know roughly when helps them wait without worry.',
        low: 'Afterwards, making the first move may feel hard. Even a small gesture, a message or a cup of tea, tells a partner the relationship matters more than being right.',
      }),
      byTrait(p, 'talking_it_through', {
        high: 'You will want to talk it all through; check that a partner is ready before you begin.',
        low: 'You will want some quiet first, so tell a partner that you will come back to it, and when.',
      }),
      eqConflictNote(p),
    ]),
    tensions.length > 0 && heading('Patterns to understand'),
    ...tensions.flatMap((t) => [heading(t.title, 3), t.text]),
    heading('Pitfalls to watch'),
    bullets(developmentPitfalls(p)),
    heading('Practices that will help'),
    numbered(developmentPractices(p)),
  ]);
}
