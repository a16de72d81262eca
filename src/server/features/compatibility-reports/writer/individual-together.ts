/**
 * How an EQ skill and a Blueprint leaning work together: readings neither the EQ report nor the
 * Blueprint overview makes, since each describes only one of the two.
 */
import { eq, trait, readingOf, type Reading } from './individual-reading.js';

const together = readingOf('together');

export const TOGETHER: readonly Reading[] = [
  together(
    [trait('reassurance_need', 'high'), eq('Emotional Regulation', 'developing')],
    'You need to hear that you matter, and your feelings can run ahead of you while you wait, so a slow reply can feel bigger than it is. Naming the worry to yourself before you act on it keeps one quiet evening from turning into a test of the relationship.',
  ),
  together(
    [trait('reassurance_need', 'high'), eq('Emotional Regulation', 'strong')],
    'You like to hear that you matter, yet you can hold steady while you wait to hear it. A partner gets your warmth without having to manage your moods, which is a real gift to someone who is slow to text back.',
  ),
  together(
    [trait('reassurance_need', 'low'), eq('Empathy', 'developing')],
    'You feel secure without many check-ins, and you may not notice when a partner needs more of them than you do. Asking now and then how they are finding things fills the gap your own calm can hide.',
  ),
  together(
    [trait('independence', 'high'), eq('Empathy', 'strong')],
    'You need room of your own, and you read people well, so you can usually tell when your time apart starts to worry a partner. Acting on that reading, with a message or a plan for your next evening together, lets you keep your freedom without leaving anyone unsure.',
  ),
  together(
    [trait('independence', 'high'), eq('Empathy', 'developing')],
    'You need room of your own, and you may not always see what your absence feels like from the other side. Saying when you will be back costs you little and spares a partner a good deal of guessing.',
  ),
  together(
    [trait('independence', 'low'), eq('Self-Awareness', 'strong')],
    'You want a life lived closely together, and you know your own feelings well enough to tell a wish for closeness from a fear of being left. That clarity lets you ask for time together without it sounding like a complaint.',
  ),
  together(
    [trait('calm_conflict', 'low'), eq('Emotional Regulation', 'strong')],
    'Disagreements unsettle you, yet once one starts you can keep your head. Your feelings about conflict are stronger than your behaviour in it, so a partner may not see how much a row cost you unless you tell them.',
  ),
  together(
    [trait('calm_conflict', 'low'), eq('Emotional Regulation', 'developing')],
    'Disagreements unsettle you, and in the moment your feelings can take over. Agreeing with a partner on a pause, twenty minutes and then back to it, protects you both from things said at the peak.',
  ),
  together(
    [trait('direct_expression', 'low'), eq('Self-Awareness', 'strong')],
    'You usually know what you feel, but saying it plainly does not come easily to you. The knowing is the harder half, so the work for you is in the saying, a sentence at a time.',
  ),
  together(
    [trait('direct_expression', 'high'), eq('Empathy', 'developing')],
    'You say what you think, and you may not always catch how it lands. Asking "how did that sound to you?" after something hard keeps your honesty from being heard as harshness.',
  ),
  together(
    [trait('talking_it_through', 'high'), eq('Social Skills', 'developing')],
    'You want to talk things through, yet starting those conversations is a skill you are still building. Choosing a fixed, easy moment for them, a walk or the washing-up, takes away the hardest part, which is the opening line.',
  ),
  together(
    [trait('commitment_pace', 'high'), eq('Motivation', 'strong')],
    'You like a relationship to move with purpose, and you bring real drive to what you care about. Check that your pace is a shared one, because a partner may read your energy as pressure before they read it as interest.',
  ),
  together(
    [trait('reassurance_need', 'mid'), eq('Emotional Regulation', 'good')],
    'Reassurance matters to you on some days more than others, and you can mostly steady yourself while you wait for it. Telling a partner which kind of day it is lets them help without guessing.',
  ),
  together(
    [trait('reassurance_need', 'mid'), eq('Emotional Regulation', 'developing')],
    'Reassurance matters to you on some days, and on those days your feelings can run ahead of a slow reply. Noticing which kind of day it is before you read meaning into a silence saves you both a good deal.',
  ),
  together(
    [trait('reassurance_need', 'mid'), eq('Emotional Regulation', 'strong')],
    'You want reassurance now and then, and you hold steady while you wait for it. Because you ask seldom and calmly, a partner should treat the times you do ask as worth answering fully.',
  ),
  together(
    [trait('calm_conflict', 'mid'), eq('Emotional Regulation', 'good')],
    'You neither avoid disagreements nor look for them, and you can usually keep your feelings in proportion when one comes. Raising small things early plays to that steadiness, before they have time to grow.',
  ),
  together(
    [trait('calm_conflict', 'high'), eq('Empathy', 'developing')],
    'You stay calm in a disagreement, and you may not always see how upset the other person is. Asking how they are feeling before you answer the point keeps your calm from reading as coolness.',
  ),
  together(
    [trait('direct_expression', 'mid'), eq('Self-Awareness', 'strong')],
    'You know what you feel, and you say it when the moment feels safe. Telling a partner what makes a moment feel safe to you, a quiet evening or a walk, will get them more of your honesty.',
  ),
  together(
    [trait('talking_it_through', 'high'), eq('Social Skills', 'strong')],
    'You want to talk things through, and you are good at starting those conversations. Leave room for a partner who needs a little time first, so a talk you begin does not feel like a summons.',
  ),
  together(
    [trait('talking_it_through', 'low'), eq('Empathy', 'strong')],
    'You settle feelings on your own rather than by talking, yet you read other people well. You may sense a partner needs to talk before they say so, and offering that talk is a kindness worth making even when you would not want it yourself.',
  ),
  together(
    [trait('calm_conflict', 'high'), eq('Emotional Regulation', 'developing')],
    'In a disagreement you look calm, yet your feelings can run high underneath. A partner may take your calm for ease, so saying "this is harder for me than it looks" helps them go gently.',
  ),
  together(
    [trait('calm_conflict', 'high'), eq('Empathy', 'strong')],
    'You stay calm in a disagreement and you notice how the other person feels, which helps you take the heat out of a row. Take care that soothing a partner does not replace saying what you need yourself.',
  ),
  together(
    [trait('reassurance_need', 'low'), eq('Emotional Regulation', 'developing')],
    'You rarely need reassurance, yet when something does upset you the feeling can take over quickly. A partner who has seldom seen you unsettled will not know what is wrong unless you tell them plainly.',
  ),
  together(
    [trait('commitment_pace', 'low'), eq('Motivation', 'developing')],
    'You let relationships move slowly, and keeping up effort over weeks is a skill you are still building. Small, regular gestures, such as a message at the same time each day, keep a slow start from drifting into no start at all.',
  ),
];
