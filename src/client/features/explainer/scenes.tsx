import type { ComponentType } from 'react';
import { BlueprintScene } from './scene-blueprint';
import { ChatScene } from './scene-chat';
import { DateScene } from './scene-date';
import { MatchScene } from './scene-match';
import { QuizScene } from './scene-quiz';

/**
 * The walkthrough's scenes, drawn from the product's own screens in plain JSX (scene-*.tsx): the
 * EQ quiz, the Blueprint, a match card, a chat with starters and the coach, and the date dialog.
 */
export interface Scene {
  id: string;
  title: string;
  /** What the scene shows, on screen and read out; the drawing itself is hidden from assistive tech. */
  caption: string;
  durationMs: number;
  Visual: ComponentType;
}

/** Every beat of a scene has landed by about 6.8 s, so each scene holds still before the next. */
const SCENE_MS = 8000;

export const SCENES: Scene[] = [
  {
    id: 'quiz',
    title: 'The EQ quiz',
    caption:
      'Start with the EQ quiz: one question at a time about how you notice and handle feelings.',
    durationMs: SCENE_MS,
    Visual: QuizScene,
  },
  {
    id: 'blueprint',
    title: 'Your Blueprint',
    caption:
      'Then the Compatibility Blueprint: 60 questions on your values and needs become your reports.',
    durationMs: SCENE_MS,
    Visual: BlueprintScene,
  },
  {
    id: 'matches',
    title: 'Your matches',
    caption: 'Meet matches who fit both ways, each with a score and the reasons you fit.',
    durationMs: SCENE_MS,
    Visual: MatchScene,
  },
  {
    id: 'chat',
    title: 'Chat and coach',
    caption:
      'Break the ice with a conversation starter, and ask the Relationship Coach when you need advice.',
    durationMs: SCENE_MS,
    Visual: ChatScene,
  },
  {
    id: 'date',
    title: 'Plan a date',
    caption: 'When it feels right, plan a date: pick days and times, video or phone, and send it.',
    durationMs: SCENE_MS,
    Visual: DateScene,
  },
];
