// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { sessionQuery, type SessionUser } from '../../lib/session';
import { ConciergeOffer } from './concierge-offer';

const { signUp, toastError } = vi.hoisted(() => ({ signUp: vi.fn(), toastError: vi.fn() }));
vi.mock('../../lib/auth-client', () => ({ signUp }));
vi.mock('../../ui/toast', () => ({ toast: { error: toastError, success: vi.fn() } }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderOffer(member: SessionUser | null = null) {
  const client = new QueryClient();
  client.setQueryData(sessionQuery.queryKey, member);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/post-quiz-results']}>
        <Routes>
          <Route path="/post-quiz-results" element={<ConciergeOffer />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const faceOf = (text: string) => screen.getByText(text).closest('[data-face]');
const front = () => screen.getByRole('button', { name: 'See Concierge Plans' });
const backHeading = () => screen.getByText('Start Concierge Matching');
const flip = () => fireEvent.click(front());
const submit = () => fireEvent.click(screen.getByRole('button', { name: /create account/i }));
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  signUp.mockReset();
  toastError.mockReset();
});
afterEach(cleanup);

describe('ConciergeOffer (the second offer as a flip card)', () => {
  it('shows the offer with the back out of reach, flips on its action and back on close', () => {
    renderOffer();
    expect(screen.getByText('from $49.90')).toBeTruthy();
    expect(screen.getByText('3, 5 or 10 curated connections a month')).toBeTruthy();
    expect(faceOf('Start Concierge Matching')?.hasAttribute('inert')).toBe(true);
    expect(faceOf('Concierge Matching')?.hasAttribute('inert')).toBe(false);

    flip();
    expect(faceOf('Concierge Matching')?.hasAttribute('inert')).toBe(true);
    expect(faceOf('Start Concierge Matching')?.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(backHeading());

    fireEvent.click(screen.getByRole('button', { name: 'Close the concierge plans' }));
    expect(faceOf('Start Concierge Matching')?.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(front());
  });

  it('offers the three plans, Popular first chosen, and never asks for a card', () => {
    renderOffer();
    flip();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /popular/i }).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /basic.*3 connections.*\$49\.90/i })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /premium.*10 connections.*\$99\.90/i })).toBeTruthy();
    expect(screen.getByText('Most Popular')).toBeTruthy();
    expect(screen.queryByLabelText(/card number|expir|cvv|cvc/i)).toBeNull();
  });

  it('says what is missing before signing up', () => {
    renderOffer();
    flip();
    submit();
    expect(screen.getByText('Please enter your first name or alias.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeTruthy();
    type('First name or alias', 'Mia');
    type('Email', 'mia@example');
    type('Password', 'short');
    submit();
    expect(screen.queryByText('Please enter your first name or alias.')).toBeNull();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('signs up with the chosen plan as the way back, then says to check the email', async () => {
    signUp.mockResolvedValue({ status: true });
    renderOffer();
    flip();
    fireEvent.click(screen.getByRole('radio', { name: /premium/i }));
    type('First name or alias', ' Mia ');
    type('Email', 'mia@example.com');
    type('Password', 'long enough');
    submit();
    await screen.findByText('Check your email');
    expect(signUp).toHaveBeenCalledWith(
      { name: 'Mia', email: 'mia@example.com', password: 'long enough' },
      '/billing?plan=premium',
    );
    expect(screen.getByText(/the checkout of your Premium plan/)).toBeTruthy();
  });

  it('shows the spec’s sign-up error for the cause', async () => {
    signUp.mockRejectedValue(new ApiError(429, 'RATE_LIMITED', 'Too many requests'));
    renderOffer();
    flip();
    type('First name or alias', 'Mia');
    type('Email', 'mia@example.com');
    type('Password', 'long enough');
    submit();
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Rate Limit Exceeded', {
        description: 'Too many signup attempts. Please wait a few minutes and try again.',
      }),
    );
  });

  it('takes a signed-in member straight to the chosen plan’s checkout', () => {
    renderOffer({ id: 'u1', email: 'ann@example.com', name: 'Ann', role: 'user' });
    flip();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /basic/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(screen.getByTestId('where').textContent).toBe('/billing?plan=basic');
    expect(signUp).not.toHaveBeenCalled();
  });
});
