// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quizzesApi, type Answer } from '#shared/contracts/quizzes';
import type * as ApiClient from '../../lib/api-client';
import { ApiError } from '../../lib/api-client';
import { sessionQuery, type SessionUser } from '../../lib/session';
import { SignUpModal } from './sign-up-modal';

const { callApi, toast } = vi.hoisted(() => ({
  callApi: vi.fn(),
  toast: { error: vi.fn(), success: vi.fn() },
}));
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  callApi,
}));
vi.mock('../../ui/toast', () => ({ toast }));

const member: SessionUser = { id: 'u1', email: 'ann@example.com', name: 'Ann', role: 'user' };
const answers: Answer[] = [{ questionId: 1, answer: 4 }];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderModal(user: SessionUser | null, given: Answer[] = answers) {
  const client = new QueryClient();
  client.setQueryData(sessionQuery.queryKey, user);
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/bluz']}>
        <Routes>
          <Route
            path="/bluz"
            element={
              <SignUpModal
                open
                onOpenChange={onOpenChange}
                onSent={vi.fn()}
                tempUserId="t1"
                answers={given}
                defaultEmail=""
                defaultName=""
              />
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

beforeEach(() => {
  callApi.mockReset();
  toast.error.mockReset();
  toast.success.mockReset();
});
afterEach(cleanup);

describe('SignUpModal', () => {
  it('asks a visitor for the account, with the spec’s texts for what is missing', () => {
    renderModal(null);
    expect(screen.getByRole('button', { name: 'Create Account & Continue' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account & Continue' }));
    expect(toast.error).toHaveBeenCalledWith('Validation Error', {
      description: 'Please fill in all fields',
    });
    expect(callApi).not.toHaveBeenCalled();
  });

  it('saves a signed-in member’s Blueprint to their account, closes and goes to /user', async () => {
    callApi.mockResolvedValue({});
    const { onOpenChange } = renderModal(member);
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText('ann@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save to My Account' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user'));
    expect(callApi).toHaveBeenCalledWith(quizzesApi.memberBlueprint, { body: { answers } });
    expect(toast.success).toHaveBeenCalledWith('Blueprint Saved!', expect.any(Object));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the member path’s failures and an empty quiz as the spec names them', async () => {
    renderModal(member, []);
    fireEvent.click(screen.getByRole('button', { name: 'Save to My Account' }));
    expect(toast.error).toHaveBeenCalledWith('Quiz Required', {
      description: 'No quiz data available. Please retake the quiz.',
    });
    cleanup();
    callApi.mockRejectedValue(new ApiError(429, 'RATE_LIMITED', 'Too many requests'));
    renderModal(member);
    fireEvent.click(screen.getByRole('button', { name: 'Save to My Account' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Rate Limit Exceeded', {
        description: 'Too many signup attempts. Please wait a few minutes and try again.',
      }),
    );
  });
});
