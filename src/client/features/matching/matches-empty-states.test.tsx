// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderFor } from '../../lib/member.fixture';
import { NoMatchesPanel } from './matches-empty-states';

afterEach(cleanup);

const questionnaire = { offered: true, answered: true, onOpen: () => {} };

describe('NoMatchesPanel', () => {
  it("uses the spec's words for a member who has not taken the Decoder", () => {
    renderFor(null, <NoMatchesPanel questionnaire={questionnaire} decoderDone={false} />);
    expect(screen.getByText(/Complete Your Compatibility Decoder Assessment/)).toBeTruthy();
  });

  it('tells a member who took the Decoder what happens next, not to take it again', () => {
    renderFor(null, <NoMatchesPanel questionnaire={questionnaire} decoderDone />);
    expect(screen.queryByText(/Complete Your Compatibility Decoder/)).toBeNull();
    expect(screen.getByText(/looking for people who fit your Blueprint/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit your matching answers' })).toBeTruthy();
  });
});
