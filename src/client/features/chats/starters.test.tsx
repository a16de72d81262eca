// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFor } from '../../lib/member.fixture';
import { startersQuery } from './api';
import { Composer, type ComposerHandle } from './composer';
import { ConversationStarters, isQuiet, QUIET_AFTER_MS } from './starters';

afterEach(cleanup);

const FIRST = [
  'We both like our days to follow a routine — what does a perfect Sunday look like for you?',
  'We are both in Austin — what is your favourite spot there that most people miss?',
  'What is a song you have had on repeat recently?',
];
const OTHERS = [
  'We both love trying new places and things — where is the best place you have ever been?',
  'I saw “Teacher” on your profile — what first drew you to it?',
  'What is the best thing you have eaten lately?',
];

/** The open conversation's starters above its composer, as the thread pane puts them. */
function Pane({ onSend }: { onSend: (text: string) => void }) {
  const composer = useRef<ComposerHandle>(null);
  return (
    <>
      <ConversationStarters sessionId="c-1" onPick={(text) => composer.current?.fill(text)} />
      <Composer ref={composer} onSend={onSend} error={null} />
    </>
  );
}
function renderPane(onSend = vi.fn()) {
  renderFor(null, <Pane onSend={onSend} />, (client) => {
    client.setQueryData(startersQuery('c-1', 0).queryKey, { starters: FIRST });
    client.setQueryData(startersQuery('c-1', 1).queryKey, { starters: OTHERS });
  });
  return onSend;
}
const message = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });

describe('conversation starters', () => {
  it('count a conversation as quiet with no messages, or none in the last three days', () => {
    const now = Date.parse('2026-11-27T12:00:00.000Z');
    const at = (ms: number) => [{ createdAt: new Date(now - ms).toISOString() }];
    expect(isQuiet([], now)).toBe(true);
    expect(isQuiet(at(60 * 60 * 1000), now)).toBe(false);
    expect(isQuiet(at(QUIET_AFTER_MS + 1), now)).toBe(true);
  });

  it('offer three openers as buttons; one click puts it in the composer to edit, unsent', async () => {
    const onSend = renderPane();
    expect(screen.getByRole('heading', { name: 'Conversation starters' })).toBeTruthy();
    const routine = screen.getByRole('button', { name: FIRST[0] });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    fireEvent.click(routine);
    expect(message().value).toBe(FIRST[0]);
    expect(onSend).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(message()));

    fireEvent.change(message(), { target: { value: `${FIRST[0]} Mine is pancakes.` } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledWith(`${FIRST[0]} Mine is pancakes.`);
  });

  it('show three others on request', async () => {
    renderPane();
    fireEvent.click(screen.getByRole('button', { name: 'Show others' }));
    expect(await screen.findByRole('button', { name: OTHERS[1] })).toBeTruthy();
    expect(screen.queryByRole('button', { name: FIRST[0] })).toBeNull();
  });
});
