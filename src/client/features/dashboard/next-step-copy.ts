import {
  CalendarHeart,
  Compass,
  Gem,
  HeartHandshake,
  Hourglass,
  KeyRound,
  MessageCircleHeart,
  PartyPopper,
  Sparkles,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { NextStepId } from './next-step';

/** Where a step's one button goes; the panel turns each into a link, the checkout or a dialog. */
export type StepAction = 'reports' | 'checkout' | 'questionnaire' | 'matches' | 'billing' | 'chat';

export interface StepCopy {
  title: string;
  body: string;
  icon: LucideIcon;
  action: { label: string; to: StepAction };
}

/** The home's words for each step: warm and plain, in the member's own terms (the design voice). */
export const STEP_COPY: Record<NextStepId, StepCopy> = {
  'eq-quiz': {
    title: 'Start with how you connect',
    body: 'A short quiz about how you notice and handle feelings, yours and a partner’s. 25 questions, one at a time. There are no wrong answers, only honest ones.',
    icon: Sparkles,
    action: { label: 'Take the EQ Quiz', to: 'reports' },
  },
  'blueprint-quiz': {
    title: 'Map your Relationship Blueprint',
    body: 'Next, a longer look at your values, your needs and the partnership you want. Your answers become your Blueprint and shape who we introduce you to.',
    icon: Compass,
    action: { label: 'Take the Blueprint Quiz', to: 'reports' },
  },
  premium: {
    title: 'Open your Premium Blueprint',
    body: 'Your Blueprint is ready. Premium unlocks your four personal reports and the concierge plans that introduce you to people who fit you.',
    icon: Gem,
    action: { label: 'Get Premium', to: 'checkout' },
  },
  questionnaire: {
    title: 'Tell us who you would like to meet',
    body: 'A few quick facts, such as who you are looking for and your zip code, let us look for people who fit you. Your zip code and birth year are never shown to anyone.',
    icon: UsersRound,
    action: { label: 'Answer the matching questions', to: 'questionnaire' },
  },
  'first-match': {
    title: 'Your first match is on the way',
    body: 'We are looking for people who fit you, and who you fit too. New matches appear on your Matches page as soon as we find them.',
    icon: Hourglass,
    action: { label: 'Go to your matches', to: 'matches' },
  },
  'matches-locked': {
    title: 'Choose a plan to meet your matches',
    body: 'Your answers are in. A concierge plan gives you connections: each one lets you start a conversation with a match.',
    icon: KeyRound,
    action: { label: 'See the plans', to: 'billing' },
  },
  'first-chat': {
    title: 'Say hello to a match',
    body: 'Someone who fits you is waiting on your Matches page. Send a chat request; when they accept, your conversation opens.',
    icon: HeartHandshake,
    action: { label: 'See your matches', to: 'matches' },
  },
  'chat-reply': {
    title: 'Your chat request is on its way',
    body: 'Give them a little time to answer. When they accept, your conversation opens; meanwhile your other matches are still there for you.',
    icon: MessageCircleHeart,
    action: { label: 'See your matches', to: 'matches' },
  },
  'first-date': {
    title: 'Plan your first date',
    body: 'You are talking with a match. When it feels right, suggest a video or phone date from your conversation, and they choose the time that suits them.',
    icon: CalendarHeart,
    action: { label: 'Open your chats', to: 'chat' },
  },
  'all-set': {
    title: 'You are all set',
    body: 'Your first date is on the calendar. Keep the conversation going, and come back to your reports whenever you want a reminder of what matters to you.',
    icon: PartyPopper,
    action: { label: 'Open your chats', to: 'chat' },
  },
};
